/** What the unsubscribe page and its use case say (the review request's List-Unsubscribe link). */
export const UNSUBSCRIBE_MESSAGES = {
  invalid: "This unsubscribe link is not valid. Please use the link in the e-mail you received.",
  done: "You will get no more review requests at this address.",
} as const;

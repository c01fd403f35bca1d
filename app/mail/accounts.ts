/** The account e-mails: the sign-in link, queued in the outbox like every message. */
import { createElement } from "react";
import { BRAND } from "~/config/brand";
import { type OutgoingMail, oneLine } from "~/domain/outgoing-mail";
import { renderMail } from "./render";
import { SignInLink } from "./templates/sign-in-link";

export const SIGN_IN_LINK_MINUTES = 15;

export async function signInLinkMail(email: string, url: string, origin: string): Promise<OutgoingMail> {
  return {
    to: email,
    subject: oneLine(`${BRAND.name}: your sign-in link`),
    ...(await renderMail(createElement(SignInLink, { url, origin, minutes: SIGN_IN_LINK_MINUTES }))),
    kind: "sign_in_link",
  };
}

/** Signing in by e-mail link in tests, through the use cases (the pages are tested in accounts.test.ts). */
import { and, desc, eq } from "drizzle-orm";
import { mailOutbox } from "~/db/schema";
import { completeSignIn, requestSignInLink } from "~/use-cases/accounts.server";
import { caseContext } from "~/use-cases/context.server";
import { config, db } from "./helpers";

/** Asks for a link for `email` and returns its token, read from the queued message. */
export async function signInToken(email: string): Promise<string> {
  const asked = await requestSignInLink(caseContext(config()), { email });
  if (!asked.ok) throw new Error(asked.message);
  const mail = await db()
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email.toLowerCase()), eq(mailOutbox.kind, "sign_in_link")))
    .orderBy(desc(mailOutbox.id))
    .get();
  const token = mail && /\/sign-in\/verify\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error("no sign-in link was queued");
  return token;
}

/** Signs `email` in; returns the account cookie (name=value) and the account's user id. */
export async function signedInCookie(email: string): Promise<{ cookie: string; userId: number }> {
  const done = await completeSignIn(caseContext(config()), {
    token: await signInToken(email),
    visitorId: undefined,
  });
  if (!done.ok) throw new Error(done.message);
  const cookie = done.value.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie, userId: done.value.userId };
}

/** To a person who asked to sign in (kind sign_in_link): the one-time link, valid 15 minutes. */
import { Action, EmailLayout, Muted, P, Title } from "./layout";

export function SignInLink({ url, origin, minutes }: { url: string; origin: string; minutes: number }) {
  return (
    <EmailLayout
      origin={origin}
      preview="Your sign-in link"
      reason="You receive this e-mail because someone asked to sign in to GymRoam with this address."
    >
      <Title>Sign in to GymRoam</Title>
      <P>
        Press the button to sign in. The link works once, for {minutes} minutes, and only for this e-mail
        address.
      </P>
      <Action href={url}>Sign in</Action>
      <Muted>If you did not ask to sign in, ignore this e-mail: nobody can sign in without the link.</Muted>
    </EmailLayout>
  );
}

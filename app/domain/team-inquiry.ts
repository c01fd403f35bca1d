/**
 * Texts of team inquiries that pages show as well as the server: no valibot here, so a route
 * component can import them without bringing a schema (and valibot) into its first-load JavaScript
 *. The schemas are in ./schemas/team-inquiry.
 */

/** Spec section 8: the toasts of the inquiry form. */
export const TEAM_INQUIRY_TOASTS = {
  submitted: (gymName: string) => ({
    title: "Inquiry Submitted",
    // A name ending in a full stop ("… Co.") ends the sentence itself: no second stop.
    description: `We've sent your team's request to ${gymName.endsWith(".") ? gymName : `${gymName}.`} They will reply to you by e-mail to confirm dates and pricing.`,
  }),
  failedTitle: "Submission Failed",
  failedFallback: "Failed to submit inquiry. Please try again.",
} as const;

export const GYM_NOT_FOUND = "Gym not found";

/** What a gym says about hosting teams (gyms.can_host_teams, gyms.max_team_size). */
export interface TeamHosting {
  name: string;
  canHostTeams: boolean;
  /** The largest team it hosts; none recorded means no stated limit. */
  maxTeamSize: number | null;
}

export const TEAM_HOSTING_MESSAGES = {
  noTeams: (gymName: string) => `${gymName} does not host teams. Please choose a gym that hosts teams.`,
  tooBig: (gymName: string, max: number) =>
    `${gymName} hosts teams of up to ${max} athletes. Please enter a team size of ${max} or fewer, or choose another gym.`,
} as const;

/**
 * Whether a gym can take an inquiry for a team of `teamSize`: it must host teams, and a
 * team no larger than its largest. The problem, in the words the team reads, or undefined.
 */
export function teamHostingProblem(
  gym: TeamHosting,
  teamSize: number,
): { field: "gymId" | "teamSize"; message: string } | undefined {
  if (!gym.canHostTeams) return { field: "gymId", message: TEAM_HOSTING_MESSAGES.noTeams(gym.name) };
  if (gym.maxTeamSize !== null && teamSize > gym.maxTeamSize)
    return { field: "teamSize", message: TEAM_HOSTING_MESSAGES.tooBig(gym.name, gym.maxTeamSize) };
  return undefined;
}

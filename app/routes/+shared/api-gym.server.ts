import type { GymSummary } from "~/models/gym-summary.server";
import { centsToAmount } from "./api.server";

/** The API shape of a gym in a list: the spec's field names (decimal rates) plus cents and currency. */
export function toApiGym(gym: GymSummary) {
  const { image, ...rest } = gym;
  return {
    ...rest,
    hourlyRate: centsToAmount(gym.hourlyRateCents),
    dayPassRate: centsToAmount(gym.dayPassRateCents),
    images: image ? [image] : [],
  };
}

import { HeartIcon, IconButton } from "@gymroam/design-system";
import { useFetcher, useLocation } from "react-router";
import { useSaved } from "~/lib/visitor";

/**
 * The heart that saves or removes a gym, on every page that shows one. It posts to /favourites
 * (intent save|unsave, and the page to come back to), so it works without JavaScript; with it, through
 * a fetcher, pressed at once. `saved`: the page loader's answer, or null on a shared page (then the
 * visitor's /api/me says).
 */
export function FavouriteButton({
  gymId,
  gymName,
  saved: fromLoader,
  variant = "secondary",
}: {
  gymId: number;
  gymName: string;
  saved: boolean | null;
  variant?: "secondary" | "outline";
}) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const known = useSaved(gymId, fromLoader);
  const saved = fetcher.formData ? fetcher.formData.get("intent") === "save" : known;
  return (
    <fetcher.Form method="post" action="/favourites" preventScrollReset>
      <input type="hidden" name="intent" value={saved ? "unsave" : "save"} />
      <input type="hidden" name="gymId" value={gymId} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <IconButton
        type="submit"
        variant={variant}
        shape="round"
        pressed={saved}
        aria-label={saved ? `Remove ${gymName} from favourites` : `Save ${gymName}`}
      >
        <HeartIcon aria-hidden="true" />
      </IconButton>
    </fetcher.Form>
  );
}

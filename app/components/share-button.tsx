import { Button, useToast } from "@gymroam/design-system";

/**
 * Shares a page with the platform's share sheet where there is one, otherwise copies the link and
 * says so with the spec's toast "Link copied!".
 */
export function ShareButton({
  path,
  title,
  label = "Share",
}: {
  path: string;
  title: string;
  label?: string;
}) {
  const { toast } = useToast();
  async function share() {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied!" });
    } catch {
      toast({ title: "Could not copy the link", description: url, variant: "destructive" });
    }
  }
  return (
    <Button type="button" variant="outline" onClick={share} aria-label={`${label} ${title}`}>
      {label}
    </Button>
  );
}

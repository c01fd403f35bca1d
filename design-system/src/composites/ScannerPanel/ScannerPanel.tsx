import type { ChangeEvent, ComponentProps, Ref } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/Button/Button";
import { Heading, type HeadingLevel } from "../../primitives/Heading/Heading";

export type ScannerState = "idle" | "starting" | "scanning" | "reading" | "unsupported" | "denied" | "error";

export const SCANNER_STATUS: Record<ScannerState, string> = {
  idle: "Point the camera at the athlete's pass.",
  starting: "Starting the camera…",
  scanning: "Scanning: hold the pass steady in the frame.",
  reading: "Reading the photo…",
  unsupported: "This browser can't scan with the camera. Take a photo of the pass, or type the reference.",
  denied: "The camera is blocked. Allow it in the browser's settings, take a photo, or type the reference.",
  error: "No pass found. Try again, take a photo, or type the reference.",
};

export type ScannerPanelProps = Omit<ComponentProps<"section">, "children" | "onChange"> & {
  state: ScannerState;
  /** The camera's video element (the page's script attaches the stream). */
  videoRef?: Ref<HTMLVideoElement>;
  onStart?: () => void;
  onStop?: () => void;
  /** A photo of the pass, for browsers without a camera stream or when it is blocked. */
  onPhoto?: (file: File) => void;
  /** Overrides the status sentence (e.g. the last problem). */
  message?: string | null;
  headingLevel?: HeadingLevel;
};

/**
 * The camera side of the check-in desk: a viewfinder, Start/Stop, a photo fallback and a status line
 * read out as it changes. It only shows; the page's script owns the camera and the decoding, and
 * puts what it reads into the check-in form (which also works by typing, without any of this).
 */
export function ScannerPanel({
  state,
  videoRef,
  onStart,
  onStop,
  onPhoto,
  message,
  headingLevel = 2,
  className,
  ...props
}: ScannerPanelProps) {
  const live = state === "scanning" || state === "starting";
  return (
    <section
      data-slot="scanner-panel"
      data-state={state}
      className={cn("flex flex-col gap-3 rounded-lg border border-border bg-surface p-4", className)}
      {...props}
    >
      <Heading level={headingLevel} size="sm">
        Scan a pass
      </Heading>
      <div className="relative aspect-square w-full max-w-xs overflow-hidden rounded-md bg-inverse sm:aspect-[4/3]">
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera viewfinder"
          className={cn("size-full object-cover", live ? undefined : "hidden")}
        />
        {live ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-md border-4 border-primary/80"
          />
        ) : (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-inverse-fg">
            Camera off
          </p>
        )}
      </div>
      <p role="status" aria-live="polite" className="text-sm text-fg">
        {message ?? SCANNER_STATUS[state]}
      </p>
      <div className="flex flex-wrap gap-2">
        {live ? (
          <Button type="button" variant="outline" onClick={onStop}>
            Stop camera
          </Button>
        ) : state === "unsupported" ? null : (
          <Button type="button" onClick={onStart}>
            Start camera
          </Button>
        )}
        {onPhoto ? (
          <label className="inline-flex min-h-tap cursor-pointer items-center rounded-md border border-border-strong px-4 text-base font-semibold hover:bg-fg/8 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus">
            Use a photo
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                const file = event.currentTarget.files?.[0];
                if (file) onPhoto(file);
                event.currentTarget.value = "";
              }}
            />
          </label>
        ) : null}
      </div>
    </section>
  );
}

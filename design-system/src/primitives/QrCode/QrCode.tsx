import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type QrCodeProps = Omit<ComponentProps<"svg">, "children"> & {
  /** Modules per side (21 for version 1, 29 for version 3 …). */
  size: number;
  /** size × size characters, "1" for a dark module, row by row (the server computes them). */
  bits: string;
  /** What the code is, for people who cannot see it ("QR code of your pass for GR-7K3P9Q"). */
  label: string;
};

/** The quiet zone scanners need around a code, in modules. */
export const QR_QUIET_ZONE = 4;

/**
 * The dark modules as one SVG path (runs of dark modules in a row are one rectangle), offset by the
 * quiet zone: the same drawing for the page's inline code and the server's `/pass/{token}.svg`.
 */
export function qrPathData(size: number, bits: string): string {
  const quiet = QR_QUIET_ZONE;
  let path = "";
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (bits[y * size + x] !== "1") {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < size && bits[y * size + x + run] === "1") run++;
      path += `M${x + quiet} ${y + quiet}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return path;
}

/**
 * A QR code drawn from its modules as one SVG path: no library in the browser, crisp at any size,
 * dark on white with the four-module quiet zone scanners need (whatever the theme around it).
 */
export function QrCode({ size, bits, label, className, ...props }: QrCodeProps) {
  const path = qrPathData(size, bits);
  const side = size + QR_QUIET_ZONE * 2;
  return (
    <svg
      data-slot="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={cn("block aspect-square h-auto w-full max-w-56 rounded-md", className)}
      {...props}
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

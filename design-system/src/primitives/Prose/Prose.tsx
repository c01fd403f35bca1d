import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type ProseProps = ComponentProps<"div">;

/**
 * Long-form text (terms, about, policies): styles the plain h2, h3, p, ul, ol, a, strong inside it.
 * The rules live in styles.css under `[data-slot="prose"]`.
 */
export function Prose({ className, ...props }: ProseProps) {
  return <div data-slot="prose" className={cn(className)} {...props} />;
}

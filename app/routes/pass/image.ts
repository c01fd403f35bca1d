import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { passBookingId, signPass, verifyPass } from "~/domain/pass-token";
import { qrMatrix, qrPng, qrSvg } from "~/lib/qr.server";
import { earlierBookingDates } from "~/models/booking-changes.server";
import { doorBooking } from "~/models/door.server";
import type { Route } from "./+types/image";

/**
 * The image's bytes are a pure function of the token, and a token names one booking at one gym on one
 * date (a moved booking gets another token, so another URL): the browser may keep it for good.
 * Private: the token is the pass itself, so no shared cache keeps a copy.
 */
const IMMUTABLE = "private, max-age=31536000, immutable";

/**
 * GET /pass/{token}.png: a booking pass's QR code as a PNG, for the confirmation
 * e-mail (mail clients block SVG and data: URIs). GET /pass/{token}.svg: the same code as
 * SVG, which My Bookings shows as an image instead of drawing every pass's modules into its HTML.
 * The token is the pass itself and is verified first, so nobody can make this route draw a code that
 * was not issued; the image holds nothing the token does not. A cancelled booking's pass is not drawn.
 * A pass signed for a date the booking has since moved from (the one in its confirmation e-mail)
 * redirects to the current pass, so every e-mail the athlete kept shows a code the door accepts.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = params.file ?? "";
  const format = file.endsWith(".png") ? "png" : file.endsWith(".svg") ? "svg" : undefined;
  const token = format ? file.slice(0, -4) : "";
  const id = passBookingId(token);
  const { config } = getWorker(context);
  const booking = id === undefined ? undefined : await doorBooking(getDb(config.db), { id });
  const notFound = () =>
    new Response("Pass not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (!booking || booking.status === "cancelled") return notFound();
  if (!(await verifyPass(config.sessionSecrets, token, booking))) {
    for (const bookingDate of await earlierBookingDates(getDb(config.db), booking.id)) {
      if (await verifyPass(config.sessionSecrets, token, { ...booking, bookingDate })) {
        const current = await signPass(config.sessionSecrets, booking);
        // Not immutable: the booking may move again, and this URL must then lead to that pass.
        return new Response(null, {
          status: 302,
          headers: {
            Location: `${config.publicOrigin}/pass/${current}.${format}`,
            "Cache-Control": "private, no-cache",
            "X-Robots-Tag": "noindex",
          },
        });
      }
    }
    return notFound();
  }
  const matrix = qrMatrix(token);
  const headers = { "Cache-Control": IMMUTABLE, "X-Robots-Tag": "noindex" };
  if (format === "svg")
    return new Response(qrSvg(matrix), {
      headers: { ...headers, "Content-Type": "image/svg+xml; charset=utf-8" },
    });
  return new Response(await qrPng(matrix), { headers: { ...headers, "Content-Type": "image/png" } });
}

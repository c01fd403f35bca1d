import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { passBookingId, verifyPass } from "~/lib/pass-token.server";
import { qrMatrix, qrPng } from "~/lib/qr.server";
import { doorBooking } from "~/models/partner.server";
import type { Route } from "./+types/image";

/**
 * GET /pass/{token}.png (issue 17, ADR 023): a booking pass's QR code as a PNG, for the confirmation
 * e-mail (mail clients block SVG and data: URIs). The token is the pass itself and is verified first,
 * so nobody can make this route draw a code that was not issued; the image holds nothing the token
 * does not. A cancelled booking's pass is not drawn.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = params.file ?? "";
  const token = file.endsWith(".png") ? file.slice(0, -4) : "";
  const id = passBookingId(token);
  const { config } = getWorker(context);
  const booking = id === undefined ? undefined : await doorBooking(getDb(config.db), { id });
  if (
    !booking ||
    booking.status === "cancelled" ||
    !(await verifyPass(config.sessionSecrets, token, booking))
  )
    return new Response("Pass not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const png = await qrPng(qrMatrix(token));
  return new Response(png, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "private, max-age=3600",
      "X-Robots-Tag": "noindex",
    },
  });
}

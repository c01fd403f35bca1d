import { getWorker } from "~/context.server";
import { isPhotoKey } from "~/domain/photo";
import type { Route } from "./+types/route";

/**
 * Listing photos from R2: /photos/gyms/{gym}/{photo}-{width}.webp. A key is
 * written once and never changed (a new photo gets a new key), so it is cached for a year, immutable.
 * Only keys of the shape the upload makes are read; anything else is a 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const bucket = getWorker(context).config.photos;
  if (!bucket || !isPhotoKey(key)) return new Response("Not found", { status: 404 });
  const object = await bucket.get(key, { onlyIf: request.headers });
  if (!object) return new Response("Not found", { status: 404 });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("X-Content-Type-Options", "nosniff");
  if (!("body" in object) || !object.body) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}

/**
 * Listing photos: the browser resizes a chosen photo to web sizes (WebP, at most
 * PHOTO_WIDTHS wide) before uploading; the server trusts none of it and checks each file here: its
 * real type from its first bytes (not the name or the declared type), its size and its pixel size.
 * Without JavaScript the original is uploaded as it is, within the same limits.
 */

/** The widths the browser makes; the largest is also the most a file may be on its longest side. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** A photo uploaded without JavaScript is stored as it is: at most this many pixels on a side. */
export const MAX_ORIGINAL_SIDE = 4096;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS = 12;

export const PHOTO_TYPES = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" } as const;
export type PhotoType = keyof typeof PHOTO_TYPES;

export const PHOTO_MESSAGES = {
  missing: "Choose a photo to upload",
  type: "Photos must be JPEG, PNG or WebP images",
  tooLarge: `Photos must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
  dimensions: `Photos must be at most ${MAX_ORIGINAL_SIDE} pixels on their longest side and at least 200 pixels wide`,
  variant: "The resized copies of the photo could not be read. Please choose the photo again.",
  tooMany: `A listing can have at most ${MAX_PHOTOS} photos: remove one first`,
} as const;

export interface ImageInfo {
  type: PhotoType;
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** The type and pixel size of a PNG, JPEG or WebP file from its bytes; undefined for anything else. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | undefined {
  if (bytes.length < 16) return undefined;
  // PNG: signature, then the IHDR chunk's width and height.
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === "PNG" && ascii(bytes, 12, 4) === "IHDR") {
    return { type: "png", width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  // WebP: RIFF....WEBP and a VP8 / VP8L / VP8X chunk.
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") {
    const chunk = ascii(bytes, 12, 4);
    if (chunk === "VP8 " && bytes.length >= 30)
      return { type: "webp", width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
    if (chunk === "VP8L" && bytes.length >= 25 && bytes[20] === 0x2f) {
      const b1 = bytes[21] ?? 0;
      const b2 = bytes[22] ?? 0;
      const b3 = bytes[23] ?? 0;
      const b4 = bytes[24] ?? 0;
      return {
        type: "webp",
        width: 1 + (((b2 & 0x3f) << 8) | b1),
        height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)),
      };
    }
    if (chunk === "VP8X" && bytes.length >= 30)
      return { type: "webp", width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) };
    return undefined;
  }
  // JPEG: walk the markers to the first start-of-frame.
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes[i + 1] ?? 0;
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      const length = u16be(bytes, i + 2);
      const isFrame =
        marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return { type: "jpeg", height: u16be(bytes, i + 5), width: u16be(bytes, i + 7) };
      if (length < 2) return undefined;
      i += 2 + length;
    }
  }
  return undefined;
}

export type PhotoCheck = { ok: true; info: ImageInfo } | { ok: false; message: string };

/** The photo as uploaded (the largest copy, or the original without JavaScript). */
export function checkPhoto(bytes: Uint8Array): PhotoCheck {
  if (bytes.length === 0) return { ok: false, message: PHOTO_MESSAGES.missing };
  if (bytes.length > MAX_PHOTO_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  const info = readImageInfo(bytes);
  if (!info) return { ok: false, message: PHOTO_MESSAGES.type };
  const longest = Math.max(info.width, info.height);
  if (longest > MAX_ORIGINAL_SIDE || info.width < 200 || info.height < 100)
    return { ok: false, message: PHOTO_MESSAGES.dimensions };
  return { ok: true, info };
}

/** A resized copy: WebP, no wider than its width (a photo smaller than a size is not enlarged). */
export function checkVariant(bytes: Uint8Array, width: PhotoWidth): PhotoCheck {
  if (bytes.length === 0 || bytes.length > MAX_PHOTO_BYTES)
    return { ok: false, message: PHOTO_MESSAGES.variant };
  const info = readImageInfo(bytes);
  if (info?.type !== "webp" || Math.max(info.width, info.height) > width)
    return { ok: false, message: PHOTO_MESSAGES.variant };
  return { ok: true, info };
}

/** R2 key of one stored size of a photo: gyms/{gym}/{photo}-{width}.{ext}. */
export function photoKey(
  gymId: number,
  photoId: string,
  width: number | "original",
  type: PhotoType,
): string {
  return `gyms/${gymId}/${photoId}-${width}.${type === "jpeg" ? "jpg" : type}`;
}

/** The path the photo route serves a key at. */
export const PHOTO_ROUTE = "/photos/";
export const photoUrl = (key: string) => `${PHOTO_ROUTE}${key}`;

/** A key the photo route accepts (the shape photoKey makes; nothing else is read from the bucket). */
export function isPhotoKey(key: string): boolean {
  return /^gyms\/\d{1,10}\/[a-z0-9-]{8,64}-(400|800|1600|original)\.(webp|jpg|png)$/.test(key);
}

/**
 * src and srcset for a stored photo: `url` is the 800-wide copy when there are sizes;
 * a seeded or plain URL has no srcset.
 */
export function photoSources(
  url: string,
  widths: readonly number[] | null,
): { src: string; srcSet?: string } {
  if (!widths || widths.length === 0 || !url.includes("-800.webp")) return { src: url };
  return {
    src: url,
    srcSet: widths.map((w) => `${url.replace("-800.webp", `-${w}.webp`)} ${w}w`).join(", "),
  };
}

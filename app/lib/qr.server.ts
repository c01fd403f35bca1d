/**
 * QR codes for booking passes, made with `qrcode` (its pure-JS core only: the
 * package's Node entry reaches for fs and pngjs, which a Worker has no use for).
 * - `qrMatrix`: the modules as a string of 0/1, row by row, for the page's SVG (design-system QrCode).
 * - `qrSvg`: a standalone SVG document, for My Bookings' `<img src="/pass/{token}.svg">`: one
 *   path, drawn as the design-system QrCode draws it inline.
 * - `qrPng`: a greyscale PNG, for e-mail (clients block SVG and data: URIs), deflated with
 *   the platform's CompressionStream, so nothing but the QR core is bundled.
 */
import { QR_QUIET_ZONE, qrPathData } from "@gymroam/design-system";
// @ts-expect-error: qrcode ships no types for its core module; its shape is declared below.
import { create } from "qrcode/lib/core/qrcode.js";

interface QrSymbol {
  modules: { size: number; data: Uint8Array };
}

export interface QrMatrix {
  size: number;
  /** size × size characters, "1" for a dark module, row by row. */
  bits: string;
}

/**
 * Matrices already made in this isolate, newest last: a symbol is a pure function of its text,
 * and making one (8 mask patterns scored) costs about half a millisecond, which My Bookings paid for every
 * pass on every view. Bounded, oldest dropped first.
 */
const made = new Map<string, QrMatrix>();
const MADE_MAX = 512;

/** The QR symbol of `text` (error correction M: survives a scuffed phone screen or a printed copy). */
export function qrMatrix(text: string): QrMatrix {
  const known = made.get(text);
  if (known) return known;
  const matrix = makeMatrix(text);
  if (made.size >= MADE_MAX) made.delete(made.keys().next().value as string);
  made.set(text, Object.freeze(matrix));
  return matrix;
}

function makeMatrix(text: string): QrMatrix {
  const symbol = (create as (text: string, options: object) => QrSymbol)(text, { errorCorrectionLevel: "M" });
  const { size, data } = symbol.modules;
  let bits = "";
  for (let i = 0; i < size * size; i++) bits += data[i] ? "1" : "0";
  return { size, bits };
}

/** The matrix as an SVG document: black modules on white, with the quiet zone, crisp at any size. */
export function qrSvg(matrix: QrMatrix): string {
  const side = matrix.size + QR_QUIET_ZONE * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side * 8}" height="${side * 8}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${qrPathData(matrix.size, matrix.bits)}" fill="#000"/></svg>`;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  const typed = new TextEncoder().encode(type);
  out.set(typed, 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A PNG of the matrix: `scale` pixels a module, a quiet zone of 4 modules, black on white. */
export async function qrPng(matrix: QrMatrix, scale = 8): Promise<Uint8Array<ArrayBuffer>> {
  const quiet = 4;
  const width = (matrix.size + quiet * 2) * scale;
  const raw = new Uint8Array((width + 1) * width).fill(255);
  for (let y = 0; y < width; y++) {
    raw[y * (width + 1)] = 0; // filter: none
    const my = Math.floor(y / scale) - quiet;
    if (my < 0 || my >= matrix.size) continue;
    for (let x = 0; x < width; x++) {
      const mx = Math.floor(x / scale) - quiet;
      if (mx >= 0 && mx < matrix.size && matrix.bits[my * matrix.size + mx] === "1")
        raw[y * (width + 1) + 1 + x] = 0;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, width);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const signature = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
  const parts = [
    signature,
    chunk("IHDR", header),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

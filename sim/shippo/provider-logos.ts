// Carrier logos as real PNGs (brand colour and initials), so `provider_image_75/200` work with no internet.
import { crc32, deflateSync } from "node:zlib";
import { carrierByToken } from "./carriers";

/** 5x7 glyphs for the few letters the carrier marks use. */
const GLYPHS: Record<string, string[]> = {
  U: ["10001", "10001", "10001", "10001", "10001", "10001", "01110"],
  S: ["01111", "10000", "10000", "01110", "00001", "00001", "11110"],
  P: ["11110", "10001", "10001", "11110", "10000", "10000", "10000"],
  F: ["11111", "10000", "10000", "11110", "10000", "10000", "10000"],
  E: ["11111", "10000", "10000", "11110", "10000", "10000", "11111"],
  D: ["11110", "10001", "10001", "10001", "10001", "10001", "11110"],
  X: ["10001", "10001", "01010", "00100", "01010", "10001", "10001"],
  H: ["10001", "10001", "10001", "11111", "10001", "10001", "10001"],
  L: ["10000", "10000", "10000", "10000", "10000", "10000", "11111"],
};

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** Encodes an RGB image (row-major, 3 bytes a pixel) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const cache = new Map<string, Buffer>();

/** The logo for a carrier token at 75 or 200 px, or undefined for an unknown carrier. */
export function providerLogo(token: string, size: 75 | 200): Buffer | undefined {
  const key = `${token}:${size}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const carrier = carrierByToken(token);
  if (!carrier) return undefined;
  const { bg, fg, mark } = carrier.colors;
  const rgb = new Uint8Array(size * size * 3);
  for (let i = 0; i < size * size; i++) rgb.set(bg, i * 3);
  const cols = mark.length * 6 - 1;
  const scale = Math.max(1, Math.floor((size * 0.84) / cols));
  const x0 = Math.floor((size - cols * scale) / 2);
  const y0 = Math.floor((size - 7 * scale) / 2);
  [...mark].forEach((ch, gi) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== "1") return;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const x = x0 + (gi * 6 + gx) * scale + dx;
            const y = y0 + gy * scale + dy;
            rgb.set(fg, (y * size + x) * 3);
          }
        }
      });
    });
  });
  const png = encodePng(size, size, rgb);
  cache.set(key, png);
  return png;
}

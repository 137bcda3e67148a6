/**
 * The windows-1252 decoder lib/csv had while the project ran on Node 20, whose TextDecoder("windows-1252") dropped
 * bytes 0x80–0x9F. On Node 24 (and in browsers) the platform's decoder maps them and took 2× less time in the
 * csv-stack bench, so lib/csv uses it; this table stays only as that bench's reference. Undefined bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) map to the same code point, as the
 * WHATWG Encoding Standard does.
 */
const C1 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

const C1_UNITS = Uint16Array.from(C1);

const ascii = new TextDecoder("utf-8");
const utf16 = new TextDecoder("utf-16le");

/** Decodes one chunk; every byte is one character, so chunks can be cut anywhere. */
export function decodeWindows1252(bytes: Uint8Array): string {
  let high = -1;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] >= 0x80) {
      high = i;
      break;
    }
  }
  // Most inventory exports are plain ASCII; the UTF-8 decoder is the fastest way to turn those into a string.
  if (high < 0) return ascii.decode(bytes);
  // Widen every byte natively (Latin-1 is the identity), then patch the C1 range by hand.
  const units = new Uint16Array(bytes.length);
  units.set(bytes);
  for (let i = high; i < bytes.length; i++) {
    const b = bytes[i];
    if ((b & 0xe0) === 0x80) units[i] = C1_UNITS[b - 0x80];
  }
  return utf16.decode(units);
}

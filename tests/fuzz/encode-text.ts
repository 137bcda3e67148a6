// Text to the bytes of a file in one of the encodings staff bring: UTF-8 (with or without BOM), windows-1252
// (Excel's plain "CSV" on Windows) and, rarely, UTF-16 LE with its BOM.
export type FileEncoding = "utf-8" | "windows-1252" | "utf-16le";

// windows-1252's 0x80–0x9F are not Latin-1: read them off the platform's decoder once.
const CP1252_HIGH = new Map<string, number>();
{
  const decoder = new TextDecoder("windows-1252");
  for (let b = 0x80; b <= 0xff; b++) CP1252_HIGH.set(decoder.decode(Uint8Array.of(b)), b);
}

function windows1252(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    // A character windows-1252 has no byte for is written as "?", as Excel does.
    out.push(code < 0x80 ? code : (CP1252_HIGH.get(ch) ?? 0x3f));
  }
  return Uint8Array.from(out);
}

function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out[0] = 0xff;
  out[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    out[2 + 2 * i] = text.charCodeAt(i) & 0xff;
    out[3 + 2 * i] = text.charCodeAt(i) >> 8;
  }
  return out;
}

export function encodeText(text: string, encoding: FileEncoding, bom: boolean): Uint8Array {
  if (encoding === "utf-16le") return utf16le(text);
  const body = encoding === "utf-8" ? new TextEncoder().encode(text) : windows1252(text);
  if (!bom) return body;
  const out = new Uint8Array(body.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(body, 3);
  return out;
}

/** `bytes` with one more byte inserted at a fraction (0–1) of its length. */
export function injectByte(bytes: Uint8Array, at: number, byte: number): Uint8Array {
  const k = Math.min(bytes.length, Math.floor(at * bytes.length));
  const out = new Uint8Array(bytes.length + 1);
  out.set(bytes.subarray(0, k));
  out[k] = byte;
  out.set(bytes.subarray(k), k + 1);
  return out;
}

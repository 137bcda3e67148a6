// The reference's bytes-to-text step, written from /work/notes/csv-semantics.md ("Bytes to text") with no code of
// lib/csv: the whole file is in memory, so every decision is made on all of it, byte by byte.
import { Refusal } from "./refusal";

export type EncodingChoice = "auto" | "utf-8" | "windows-1252";

/** Length of the valid UTF-8 sequence at `i` (Unicode table 3-7), 0 when none starts there. */
export function utf8SequenceAt(b: Uint8Array, i: number): number {
  const x = b[i];
  const tail = (k: number, lo = 0x80, hi = 0xbf) => i + k < b.length && b[i + k] >= lo && b[i + k] <= hi;
  if (x < 0x80) return 1;
  if (x >= 0xc2 && x <= 0xdf) return tail(1) ? 2 : 0;
  if (x === 0xe0) return tail(1, 0xa0) && tail(2) ? 3 : 0;
  if ((x >= 0xe1 && x <= 0xec) || x === 0xee || x === 0xef) return tail(1) && tail(2) ? 3 : 0;
  if (x === 0xed) return tail(1, 0x80, 0x9f) && tail(2) ? 3 : 0;
  if (x === 0xf0) return tail(1, 0x90) && tail(2) && tail(3) ? 4 : 0;
  if (x >= 0xf1 && x <= 0xf3) return tail(1) && tail(2) && tail(3) ? 4 : 0;
  if (x === 0xf4) return tail(1, 0x80, 0x8f) && tail(2) && tail(3) ? 4 : 0;
  return 0;
}

/** The physical line (1-based) byte `at` is on: CRLF, LF and a lone CR each end one line. */
export function lineOfByte(b: Uint8Array, from: number, at: number): number {
  let line = 1;
  for (let i = from; i < at; i++) {
    if (b[i] === 0x0a || (b[i] === 0x0d && b[i + 1] !== 0x0a)) line++;
  }
  return line;
}

function startsWith(b: Uint8Array, ...prefix: number[]): boolean {
  return prefix.every((x, i) => b[i] === x);
}

function strictUtf8(b: Uint8Array, from: number): string {
  for (let i = from; i < b.length;) {
    const n = utf8SequenceAt(b, i);
    if (n === 0) throw new Refusal("not-utf8", lineOfByte(b, from, i));
    i += n;
  }
  return new TextDecoder("utf-8").decode(b.subarray(from));
}

/** The file's text, or a Refusal: binary data, text that is not UTF-8 once UTF-8 was decided, bad UTF-16. */
export function referenceDecode(b: Uint8Array, choice: EncodingChoice = "auto"): string {
  // A byte-order mark decides, whatever the caller chose.
  if (startsWith(b, 0xff, 0xfe) || startsWith(b, 0xfe, 0xff)) {
    try {
      return new TextDecoder(b[0] === 0xff ? "utf-16le" : "utf-16be", { fatal: true, ignoreBOM: true }).decode(
        b.subarray(2),
      );
    } catch {
      throw new Refusal("not-text");
    }
  }
  if (b.includes(0)) throw new Refusal("binary", lineOfByte(b, 0, b.indexOf(0)));
  const bom = startsWith(b, 0xef, 0xbb, 0xbf);
  const from = bom ? 3 : 0;
  if (bom || choice === "utf-8") return strictUtf8(b, from);
  if (choice === "windows-1252") return new TextDecoder("windows-1252").decode(b);
  let first = from;
  while (first < b.length && b[first] < 0x80) first++;
  // "auto": the first non-ASCII sequence decides for the whole file (ASCII reads the same in both).
  if (first < b.length && utf8SequenceAt(b, first) === 0) return new TextDecoder("windows-1252").decode(b);
  return strictUtf8(b, from);
}

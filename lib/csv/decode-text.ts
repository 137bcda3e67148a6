import { CsvInputError } from "./errors";
import { countLineBreaks } from "./line-breaks";

/**
 * "auto" reads UTF-8 (with or without BOM) unless the file's first non-ASCII byte sequence is not UTF-8, in which
 * case the whole file is windows-1252, which is what Excel's plain "CSV" export on Windows writes (ASCII reads the
 * same in both, so nothing decoded before the decision changes). The inventory files are windows-1252 by spec.
 */
export type TextEncodingChoice = "auto" | "utf-8" | "windows-1252";

export type ChunkDecoder = {
  decode(bytes: Uint8Array): string;
  end(): string;
};

export const NOT_TEXT =
  "The file is not a CSV text file (it contains binary data, for example an Excel .xlsx or a PDF). " +
  "Save it as CSV and upload it again.";

export function notUtf8Message(line?: number): string {
  return (
    `${line === undefined ? "The file" : `Line ${line}`} is not valid UTF-8 text: part of the file uses another ` +
    'encoding. Save it as "CSV UTF-8" and upload it again.'
  );
}

/**
 * A byte sequence that is not UTF-8 in a file read as UTF-8. `textBefore` is the text of the failing chunk before
 * it, so that a reader which knows where the chunk starts names the line (scanCsv does); the decoder names it
 * itself only when the failure is in the first text it decodes.
 */
export class NotUtf8Error extends CsvInputError {
  constructor(
    readonly textBefore: string,
    line?: number,
  ) {
    super(notUtf8Message(line), { line });
    this.name = "NotUtf8Error";
  }
}

type Encoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

const EMPTY: Uint8Array = new Uint8Array(0);

/** A streaming decoder: feed it the file's chunks in order; multi-byte characters may straddle chunks. */
export function createChunkDecoder(choice: TextEncodingChoice = "auto"): ChunkDecoder {
  return new StreamDecoder(choice);
}

/**
 * The encoding is decided on the whole file as it streams: a BOM decides at once; "auto" reads ASCII as is until
 * the first non-ASCII sequence decides; once UTF-8, a later invalid sequence is refused (it is not data). A NUL byte
 * anywhere in a non-UTF-16 file means it is not text.
 */
class StreamDecoder implements ChunkDecoder {
  /** The first bytes, held until three are known (a BOM is up to three). */
  private head: Uint8Array | null = EMPTY;
  private encoding: Encoding | null = null;
  private td: TextDecoder | null = null;
  /** "auto" before deciding: a non-ASCII sequence cut off by the chunk's end, judged with the next chunk. */
  private carry = EMPTY;
  /** UTF-8: the last bytes handed to the decoder, to know what it still holds when a chunk fails. */
  private tail = EMPTY;
  private nothingYet = true;

  constructor(private readonly choice: TextEncodingChoice) {}

  decode(bytes: Uint8Array): string {
    if (this.head === null) return this.next(bytes);
    const all = concat(this.head, bytes);
    if (all.length < 3) {
      this.head = all;
      return "";
    }
    this.head = null;
    return this.begin(all);
  }

  end(): string {
    let out = "";
    if (this.head !== null) {
      const all = this.head;
      this.head = null;
      if (all.length > 0) out = this.begin(all);
    }
    if (this.encoding === null) {
      if (this.carry.length === 0) return out;
      // A multi-byte sequence cut off by the end of the file is not UTF-8.
      const carry = this.carry;
      this.carry = EMPTY;
      this.choose("windows-1252");
      out += this.run(carry);
    }
    try {
      return out + checked((this.td as TextDecoder).decode());
    } catch (err) {
      throw this.failure(err, EMPTY);
    }
  }

  private begin(bytes: Uint8Array): string {
    // A byte-order mark is unambiguous, whatever the caller expected. It is dropped here: the decoders keep one, as
    // "auto" may open its decoder in the middle of the file, where U+FEFF is text.
    let bom = 0;
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) [bom, this.encoding] = [3, "utf-8"];
    else if (bytes[0] === 0xff && bytes[1] === 0xfe) [bom, this.encoding] = [2, "utf-16le"];
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) [bom, this.encoding] = [2, "utf-16be"];
    else if (this.choice !== "auto") this.encoding = this.choice;
    if (this.encoding !== null) this.choose(this.encoding);
    return this.next(bom > 0 ? bytes.subarray(bom) : bytes);
  }

  private choose(encoding: Encoding): void {
    this.encoding = encoding;
    // Every byte is a character in windows-1252 (the five unassigned ones map to C1 controls), so it never fails.
    this.td = new TextDecoder(encoding, { fatal: encoding !== "windows-1252", ignoreBOM: true });
  }

  private next(bytes: Uint8Array): string {
    return this.encoding === null ? this.sniff(bytes) : this.run(bytes);
  }

  private run(bytes: Uint8Array): string {
    let text: string;
    try {
      text = (this.td as TextDecoder).decode(bytes, { stream: true });
    } catch (err) {
      throw this.failure(err, bytes);
    }
    if (this.encoding === "utf-8") this.tail = lastBytes(this.tail, bytes);
    if (this.encoding !== "utf-16le" && this.encoding !== "utf-16be") checked(text);
    if (text.length > 0) this.nothingYet = false;
    return text;
  }

  /** "auto" while everything so far was ASCII. */
  private sniff(bytes: Uint8Array): string {
    const all = this.carry.length > 0 ? concat(this.carry, bytes) : bytes;
    this.carry = EMPTY;
    // The platform's decoder tells "all ASCII" fastest: then every byte is one character.
    let text: string | null = null;
    try {
      text = strictUtf8.decode(all);
    } catch {
      // Not UTF-8 somewhere: look at the first non-ASCII sequence below.
    }
    if (text !== null && text.length === all.length) {
      if (text.length > 0) this.nothingYet = false;
      return checked(text);
    }
    let k = 0;
    while (all[k] < 0x80) k++;
    const length = sequenceLength(all[k]);
    if (length > 0 && k + length > all.length) {
      this.carry = all.slice(k);
      const ascii = strictUtf8.decode(all.subarray(0, k));
      if (ascii.length > 0) this.nothingYet = false;
      return checked(ascii);
    }
    this.choose(length > 0 && isUtf8(all.subarray(k, k + length)) ? "utf-8" : "windows-1252");
    return this.run(all);
  }

  private failure(err: unknown, bytes: Uint8Array): unknown {
    if (err instanceof CsvInputError) return err;
    if (this.encoding !== "utf-8") return new CsvInputError(NOT_TEXT);
    // Find the first bad byte: the longest prefix of (what the decoder held) + bytes that still decodes. Once per
    // file, so the cost of a binary search over one chunk does not matter.
    const all = concat(pendingSequence(this.tail), bytes);
    const decodes = (m: number) => {
      try {
        new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(all.subarray(0, m), { stream: true });
        return true;
      } catch {
        return false;
      }
    };
    let lo = 0;
    let hi = all.length;
    if (decodes(hi)) lo = hi;
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (decodes(mid)) lo = mid;
      else hi = mid;
    }
    const before = new TextDecoder("utf-8", { ignoreBOM: true }).decode(all.subarray(0, lo), { stream: true });
    return new NotUtf8Error(before, this.nothingYet ? 1 + countLineBreaks(before) : undefined);
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function checked(text: string): string {
  if (text.includes("\0")) throw new CsvInputError(NOT_TEXT);
  return text;
}

/** Bytes in the UTF-8 sequence this lead byte starts; 0 when it cannot start one. */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

function isUtf8(sequence: Uint8Array): boolean {
  try {
    strictUtf8.decode(sequence);
    return true;
  } catch {
    return false;
  }
}

/** The start of a multi-byte sequence the bytes end with, not yet complete (what a streaming decoder holds). */
function pendingSequence(tail: Uint8Array): Uint8Array {
  for (let back = 1; back <= tail.length; back++) {
    const b = tail[tail.length - back];
    if ((b & 0xc0) === 0x80) continue;
    return b >= 0xc0 && sequenceLength(b) > back ? tail.subarray(tail.length - back) : EMPTY;
  }
  return EMPTY;
}

function lastBytes(previous: Uint8Array, bytes: Uint8Array): Uint8Array {
  if (bytes.length >= 3) return bytes.slice(bytes.length - 3);
  const all = concat(previous, bytes);
  return all.slice(Math.max(0, all.length - 3));
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

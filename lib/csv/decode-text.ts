import { CsvInputError } from "./errors";

/**
 * "auto" reads UTF-8 (with or without BOM) and falls back to windows-1252 when the start of the file is not valid
 * UTF-8, which is what Excel's plain "CSV" export on Windows writes. The inventory files are windows-1252 by spec.
 */
export type TextEncodingChoice = "auto" | "utf-8" | "windows-1252";

export type ChunkDecoder = {
  decode(bytes: Uint8Array): string;
  end(): string;
};

const SNIFF_BYTES = 8192;

const NOT_TEXT =
  "The file is not a CSV text file (it contains binary data, for example an Excel .xlsx or a PDF). " +
  "Save it as CSV and upload it again.";
const MIXED_ENCODING =
  "The file is not valid UTF-8 text: part of it uses another encoding. Save it as \"CSV UTF-8\" and upload it again.";

function hasBom(b: Uint8Array, ...bom: number[]): boolean {
  return bom.every((x, i) => b[i] === x);
}

function pickEncoding(first: Uint8Array, choice: TextEncodingChoice): "utf-8" | "utf-16le" | "utf-16be" | "windows-1252" {
  // A byte-order mark is unambiguous, whatever the caller expected.
  if (hasBom(first, 0xef, 0xbb, 0xbf)) return "utf-8";
  if (hasBom(first, 0xff, 0xfe)) return "utf-16le";
  if (hasBom(first, 0xfe, 0xff)) return "utf-16be";
  const sniff = first.subarray(0, SNIFF_BYTES);
  if (sniff.includes(0)) throw new CsvInputError(NOT_TEXT);
  if (choice !== "auto") return choice;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(sniff, { stream: true });
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/** A streaming decoder: feed it the file's chunks in order; multi-byte characters may straddle chunks. */
export function createChunkDecoder(choice: TextEncodingChoice = "auto"): ChunkDecoder {
  let inner: ChunkDecoder | null = null;

  const open = (first: Uint8Array): ChunkDecoder => {
    const encoding = pickEncoding(first, choice);
    // Every byte is a character in windows-1252 (the five unassigned ones map to C1 controls), so it never fails.
    const td = new TextDecoder(encoding, { fatal: encoding !== "windows-1252" });
    const guard = (fn: () => string) => {
      try {
        return fn();
      } catch {
        throw new CsvInputError(encoding === "utf-8" ? MIXED_ENCODING : NOT_TEXT);
      }
    };
    return {
      decode: (bytes) => guard(() => td.decode(bytes, { stream: true })),
      end: () => guard(() => td.decode()),
    };
  };

  return {
    decode(bytes) {
      if (bytes.length === 0) return "";
      inner ??= open(bytes);
      return inner.decode(bytes);
    },
    end() {
      return inner ? inner.end() : "";
    },
  };
}

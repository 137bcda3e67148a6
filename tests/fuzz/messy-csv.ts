// The generator of messy CSV files, as bytes. It draws a small model (lines of fields, a line-ending style, an
// encoding, a few byte-level accidents) and writes it out; fast-check shrinks the model, so a shrunk input keeps
// the shape that broke something and loses the rest. The model is only a way to reach interesting bytes: what the
// bytes mean is decided by the readers, never by the model.
import fc from "fast-check";
import { encodeText, injectByte, type FileEncoding } from "./encode-text";

export type FieldModel = {
  kind: "plain" | "quoted" | "after-quote" | "never-closed" | "long";
  text: string;
  length: number;
};
export type RowShape = "exact" | "short" | "long-empty" | "long" | "blank";
export type LineModel = { fields: FieldModel[]; shape: RowShape; end: number };
export type FileModel = {
  lines: LineModel[];
  /** Line-ending style: one break for the whole file, or each line's own draw. */
  style: "\n" | "\r\n" | "\r" | "mixed";
  lastBreak: boolean;
  /** Each line's fields written this many times over: hundreds of columns, now and then past 16,384. */
  repeat: number;
  /** A header line of 33 cells at the 1,048,576-character line limit, or one character past it. */
  hugeHeader: "none" | "at-limit" | "over-limit";
  /** Characters of plain rows after the header, so the first accent comes after 8 KB or 64 KB (a boundary). */
  padChars: number;
  encoding: FileEncoding;
  bom: boolean;
  /** Byte accidents, placed at a fraction of the file: a NUL, or a byte that is not UTF-8 after valid text. */
  nulAt: number | null;
  badByte: { at: number; byte: number } | null;
};

const BREAKS = ["\n", "\r\n", "\r"];

// Weighted towards the characters that matter to a CSV reader; accents, € and emoji for the encodings.
const charArb = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(..."abcxyz019 .-") },
  { weight: 3, arbitrary: fc.constantFrom(",", '"', "\r", "\n", "\r\n", "$") },
  { weight: 2, arbitrary: fc.constantFrom("é", "ü", "ñ", "Ø", "€", "™", "–", "“", "😀", "ß", "\t", "\u00a0") },
);
const textArb = fc.array(charArb, { maxLength: 8 }).map((cs) => cs.join(""));

const fieldArb: fc.Arbitrary<FieldModel> = fc.record({
  kind: fc.oneof(
    { weight: 60, arbitrary: fc.constant("plain" as const) },
    { weight: 24, arbitrary: fc.constant("quoted" as const) },
    { weight: 1, arbitrary: fc.constantFrom("after-quote" as const, "never-closed" as const, "long" as const) },
  ),
  text: textArb,
  length: fc.oneof(fc.integer({ min: 100, max: 5000 }), fc.constantFrom(32_767, 32_768, 40_000)),
});

const lineArb: fc.Arbitrary<LineModel> = fc.record({
  fields: fc.array(fieldArb, { minLength: 1, maxLength: 6 }),
  shape: fc.oneof(
    { weight: 60, arbitrary: fc.constant("exact" as const) },
    { weight: 6, arbitrary: fc.constantFrom("short" as const, "long-empty" as const, "blank" as const) },
    { weight: 1, arbitrary: fc.constant("long" as const) },
  ),
  end: fc.nat({ max: 2 }),
});

export const fileModelArb: fc.Arbitrary<FileModel> = fc.record({
  lines: fc.oneof(
    { weight: 1, arbitrary: fc.constant<LineModel[]>([]) },
    { weight: 30, arbitrary: fc.array(lineArb, { minLength: 1, maxLength: 10 }) },
  ),
  style: fc.constantFrom("\n" as const, "\r\n" as const, "\r" as const, "mixed" as const),
  lastBreak: fc.boolean(),
  repeat: fc.oneof(
    { weight: 200, arbitrary: fc.constant(1) },
    { weight: 10, arbitrary: fc.integer({ min: 20, max: 120 }) },
    { weight: 1, arbitrary: fc.constantFrom(8192, 8193) },
  ),
  hugeHeader: fc.oneof(
    { weight: 1500, arbitrary: fc.constant("none" as const) },
    { weight: 1, arbitrary: fc.constantFrom("at-limit" as const, "over-limit" as const) },
  ),
  padChars: fc.oneof(
    { weight: 30, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.constantFrom(9000, 70_000) },
  ),
  encoding: fc.oneof(
    { weight: 12, arbitrary: fc.constant("utf-8" as const) },
    { weight: 6, arbitrary: fc.constant("windows-1252" as const) },
    { weight: 1, arbitrary: fc.constant("utf-16le" as const) },
  ),
  bom: fc.oneof({ weight: 8, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  nulAt: fc.oneof(
    { weight: 40, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
  ),
  badByte: fc.oneof(
    { weight: 20, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.record({
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        byte: fc.constantFrom(0x80, 0x9d, 0xc3, 0xe9, 0xf0, 0xff),
      }),
    },
  ),
});

function writeField(f: FieldModel): string {
  switch (f.kind) {
    case "plain":
      // A quote is kept (text inside an unquoted field), but a leading one would make the field quoted.
      return f.text.replace(/[,\r\n]/g, "").replace(/^"/, "'");
    case "quoted":
      return `"${f.text.replaceAll('"', '""')}"`;
    case "after-quote":
      return `"${f.text.replaceAll('"', '""')}"x${f.text}`;
    case "never-closed":
      return `"${f.text.replaceAll('"', '""')}`;
    case "long":
      return "L".repeat(f.length);
  }
}

function lineText(line: LineModel, width: number, repeat: number): string {
  if (line.shape === "blank") return "";
  const cells: string[] = [];
  // Past 16,384 columns (two cells a repeat) only the first field is repeated, cut short, to keep the file small.
  if (repeat > 1000) for (let r = 0; r < repeat; r++) cells.push(writeField(line.fields[0]).slice(0, 2), "c");
  // Long cells are written once a line, or a wide file would take many megabytes.
  else
    for (let r = 0; r < repeat; r++)
      for (const f of line.fields) cells.push(r > 0 && f.kind === "long" ? "l" : writeField(f));
  if (width > 0) {
    if (line.shape === "short") cells.length = Math.max(1, width - 1);
    else if (line.shape === "exact" || line.shape === "long-empty" || line.shape === "long") {
      while (cells.length < width) cells.push("");
      cells.length = width;
      if (line.shape === "long-empty") cells.push("", "");
      if (line.shape === "long") cells.push("extra");
    }
  }
  return cells.join(",");
}

/** 32 cells of 32,000 characters and a last one that brings the line to the limit (or one past it). */
function hugeLine(kind: "at-limit" | "over-limit"): string {
  const cells = Array.from({ length: 32 }, () => "H".repeat(32_000));
  const last = 1_048_576 - (32 * 32_000 + 32) + (kind === "over-limit" ? 1 : 0);
  return [...cells, "h".repeat(last)].join(",");
}

/** The model as CSV text (before encoding). The first line's width is the header's. */
export function modelText(m: FileModel): string {
  const width =
    m.lines.length === 0
      ? 0
      : m.hugeHeader !== "none"
        ? 33
        : m.lines[0].fields.length * (m.repeat > 1000 ? 2 : m.repeat);
  const out: string[] = [];
  m.lines.forEach((line, i) => {
    out.push(
      i === 0 && m.hugeHeader !== "none" ? hugeLine(m.hugeHeader) : lineText(line, i === 0 ? 0 : width, m.repeat),
    );
    const last = i === m.lines.length - 1;
    if (!last || m.lastBreak) out.push(m.style === "mixed" ? BREAKS[line.end] : m.style);
    if (i === 0 && m.padChars > 0) {
      const pad =
        Array.from({ length: Math.max(1, width) }, (_, k) => `p${k}`).join(",") +
        (m.style === "mixed" ? "\n" : m.style);
      out.push(pad.repeat(Math.ceil(m.padChars / pad.length)));
    }
  });
  return out.join("");
}

export function modelBytes(m: FileModel): Uint8Array {
  let bytes = encodeText(modelText(m), m.encoding, m.bom);
  if (m.badByte) bytes = injectByte(bytes, m.badByte.at, m.badByte.byte);
  if (m.nulAt !== null) bytes = injectByte(bytes, m.nulAt, 0);
  return bytes;
}

/** Chunk sizes for a streamed source, used in turn: 1 byte to 70 KB. */
export const chunkSizesArb = fc.array(
  fc.oneof(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 4096 }), fc.integer({ min: 1, max: 70_000 })),
  { minLength: 1, maxLength: 8 },
);

// Issue 25, Deliver 1: one reader semantics (/work notes: csv-semantics), as every tool reads a file. Each scenario
// runs through the ways the tools read: whole records (preview, PDW, comma remover), a projection (value counts,
// duplicates, the inventory comparison) and a record filter (the duplicates' second pass).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bytesSource, textSource, type ByteSource } from "@/lib/csv/byte-source";
import { CsvInputError } from "@/lib/csv/errors";
import { MAX_CELL_CHARS, MAX_COLUMNS, MAX_LINE_CHARS } from "@/lib/csv/limits";
import { scanCsv, type CsvScanOptions } from "@/lib/csv/scan-csv";
import { countValues } from "@/lib/data-tools/count-values";
import { findDuplicates } from "@/lib/data-tools/find-duplicates";
import { previewCsvFile } from "@/lib/data-tools/pdw-preview";
import { chunkedSource, cp1252 } from "./sources";

type Read = { headers: string[]; rows: { line: number; fields: string[] }[]; totalLines: number };
type Mode = "whole" | "projection" | "filter";
const MODES: Mode[] = ["whole", "projection", "filter"];

async function read(source: ByteSource, mode: Mode = "whole", options: CsvScanOptions = {}): Promise<Read> {
  const rows: Read["rows"] = [];
  const result = await scanCsv(source, {
    ...options,
    columns: mode === "projection" ? (headers) => headers.map((_, k) => k) : undefined,
    wantRow: mode === "filter" ? () => true : undefined,
    onRow: (fields, line) => void rows.push({ line, fields: [...fields] }),
  });
  return { headers: result.headers, rows, totalLines: result.totalLines };
}

/** The same text, whole or cut into pieces of 1 to 7 bytes (a UTF-8 character or a \r\n may be cut). */
function cutSource(bytes: Uint8Array, cuts: number[]): ByteSource {
  return chunkedSource(bytes, cuts.length > 0 ? cuts : [1]);
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("line endings are decided per line", () => {
  const everyWay = async (text: string) => {
    const reads = await Promise.all(MODES.map((mode) => read(textSource(text), mode)));
    for (const r of reads.slice(1)) expect(r).toEqual(reads[0]);
    return reads[0];
  };

  it("reads a\\r\\nx\\ny\\nz\\nx\\n as 4 rows, whole records, projected or filtered", async () => {
    const r = await everyWay("a\r\nx\ny\nz\nx\n");
    expect(r.headers).toEqual(["a"]);
    expect(r.rows).toEqual([
      { line: 2, fields: ["x"] },
      { line: 3, fields: ["y"] },
      { line: 4, fields: ["z"] },
      { line: 5, fields: ["x"] },
    ]);
    expect(r.totalLines).toBe(5);
  });

  it("reads a,b\\r\\nx,1\\ny,2\\n as 2 rows, with and without a projection", async () => {
    const r = await everyWay("a,b\r\nx,1\ny,2\n");
    expect(r.headers).toEqual(["a", "b"]);
    expect(r.rows.map((x) => x.fields)).toEqual([
      ["x", "1"],
      ["y", "2"],
    ]);
  });

  it("reads lone CRs mixed with LFs and CRLFs, numbering physical lines", async () => {
    const r = await everyWay("a,b\rx,1\ny,2\r\n\rz,3\r");
    expect(r.rows).toEqual([
      { line: 2, fields: ["x", "1"] },
      { line: 3, fields: ["y", "2"] },
      { line: 5, fields: ["z", "3"] },
    ]);
    expect(r.totalLines).toBe(5);
  });

  it("keeps a quoted \\r\\n as written, in a file whose lines end in lone CRs", async () => {
    const r = await everyWay('a,b\r"x\r\ny",1\r"p\nq",2\rz,3');
    expect(r.rows).toEqual([
      { line: 2, fields: ["x\r\ny", "1"] },
      { line: 4, fields: ["p\nq", "2"] },
      { line: 6, fields: ["z", "3"] },
    ]);
  });

  it("gives the tools the same rows: preview (whole records), value counts and duplicates (projection)", async () => {
    const text = "a\r\nx\ny\nz\nx\n";
    const preview = await previewCsvFile(textSource(text));
    expect(preview.sample_rows).toEqual([["x"], ["y"], ["z"], ["x"]]);
    expect(preview.data_rows_count).toBe(4);
    const counts = await countValues(textSource(text), { headerRow: 1, column: "a" });
    expect(counts.rows).toEqual([
      { value: "x", count: 2 },
      { value: "y", count: 1 },
      { value: "z", count: 1 },
    ]);
    const duplicates = await findDuplicates(textSource(text), { headerRow: 1, column: "a" });
    expect(duplicates.rows).toEqual([["x"], ["x"]]);
  });
});

describe("the reader's bounds", () => {
  const longLine = `Line 2 is longer than the 1,048,576-character limit.`;

  it("refuses a 2 MB line, naming the line and the limit, in every mode and however the file is cut", async () => {
    const text = "h\n" + "x".repeat(2 * 1024 * 1024) + "\nlast\n";
    for (const mode of MODES) {
      await expect(read(textSource(text), mode)).rejects.toThrow(new CsvInputError(longLine, { line: 2 }));
      await expect(read(chunkedSource(text, 1000), mode)).rejects.toThrow(longLine);
    }
    // A line of exactly the limit, its \r\n cut by a chunk's end, is read.
    const cells = Math.floor(MAX_LINE_CHARS / 1000);
    const line = Array.from({ length: cells }, () => "z".repeat(999)).join(",");
    const exact = line + ",".repeat(MAX_LINE_CHARS - line.length);
    expect(exact.length).toBe(MAX_LINE_CHARS);
    const r = await read(chunkedSource(`${exact}\r\n${exact}\r\n`, [MAX_LINE_CHARS + 1, 65536]));
    expect(r.rows).toHaveLength(1);
  });

  it("refuses a long line as it streams, after reading about the limit, not the whole file", async () => {
    const size = 16 * MAX_LINE_CHARS;
    let pulled = 0;
    const counted: ByteSource = {
      size: size + 2,
      stream() {
        const big = utf8("x".repeat(1 << 16));
        let first = true;
        return new ReadableStream<Uint8Array>({
          pull(controller) {
            const chunk = first ? utf8("h\n") : big;
            first = false;
            pulled += chunk.length;
            if (pulled > size) controller.close();
            else controller.enqueue(chunk);
          },
        });
      },
    };
    await expect(read(counted)).rejects.toThrow(longLine);
    expect(pulled).toBeLessThan(3 * MAX_LINE_CHARS);
  });

  it("counts a quoted record spanning lines as one record, named by its first line", async () => {
    const cell = ("y".repeat(1000) + "\r\n").repeat(1100);
    await expect(read(chunkedSource(`h\n"${cell}"\n`, 4096))).rejects.toThrow(longLine);
  });

  it("refuses a cell over 32,767 characters, naming the line and column, even one a projection skips", async () => {
    const text = `a,b,c\n1,2,3\n1,${"v".repeat(MAX_CELL_CHARS + 1)},3\n`;
    const message = "Line 3, column 2 has more than the 32,767-character limit for one value.";
    for (const mode of MODES) await expect(read(textSource(text), mode)).rejects.toThrow(message);
    const quoted = `a,b,c\n1,2,3\n"1","${"w\n".repeat(MAX_CELL_CHARS)}",3\n`;
    await expect(read(textSource(quoted), "projection")).rejects.toThrow(message);
    const onlyFirst: CsvScanOptions = { columns: () => [0], onRow: () => {} };
    await expect(scanCsv(textSource(text), onlyFirst)).rejects.toThrow(message);
    await expect(read(textSource(`a,b\n1,${"v".repeat(MAX_CELL_CHARS)}\n`))).resolves.toMatchObject({
      headers: ["a", "b"],
    });
  });

  it("refuses a record of more than 16,384 columns", async () => {
    const wide = Array.from({ length: MAX_COLUMNS + 1 }, (_, k) => `c${k}`).join(",");
    await expect(read(textSource(`${wide}\n`))).rejects.toThrow("Line 1 has more than the 16,384-column limit.");
    // Trailing commas past the header's width are dropped, but not past the bound, whichever way the row is read.
    const trailing = `h\nx\nx${",".repeat(MAX_COLUMNS)}\n`;
    for (const mode of MODES)
      await expect(read(textSource(trailing), mode)).rejects.toThrow("Line 3 has more than the 16,384-column limit.");
    const fits = Array.from({ length: MAX_COLUMNS }, (_, k) => `c${k}`).join(",");
    await expect(read(textSource(`${fits}\n`))).resolves.toMatchObject({ rows: [] });
  });
});

describe("the encoding is decided on the whole file", () => {
  const head = "h\n" + "plain ascii text\n".repeat(600); // about 10 KB before anything else

  it("refuses a NUL byte after the first 8 KB as binary data", async () => {
    const text = head + "x\u0000y\n";
    expect(utf8(head).length).toBeGreaterThan(8192);
    await expect(read(textSource(text))).rejects.toThrow(/not a CSV text file \(it contains binary data/);
    await expect(read(chunkedSource(text, 4096), "whole", { encoding: "windows-1252" })).rejects.toThrow(
      /not a CSV text file/,
    );
  });

  it("reads a windows-1252 file whose first é comes after 8 KB as windows-1252", async () => {
    const bytes = cp1252(head + "Café ™ €5\n");
    for (const source of [bytesSource(bytes), chunkedSource(bytes, 4096), chunkedSource(bytes, [1, 3, 7])]) {
      const r = await read(source);
      expect(r.rows.at(-1)).toEqual({ line: 602, fields: ["Café ™ €5"] });
    }
  });

  it("refuses a UTF-8 file with a later invalid byte, naming the line", async () => {
    const good = utf8(head + "café\n");
    const bytes = new Uint8Array([...good, ...cp1252("naïve\n")]);
    const message =
      'Line 603 is not valid UTF-8 text: part of the file uses another encoding. Save it as "CSV UTF-8" and upload it again.';
    for (const source of [bytesSource(bytes), chunkedSource(bytes, 4096), chunkedSource(bytes, [1, 2, 5])]) {
      await expect(read(source)).rejects.toThrow(new CsvInputError(message, { line: 603 }));
    }
  });

  it("refuses a UTF-8 file cut off in the middle of a character; reads a lone cut sequence as windows-1252", async () => {
    const bytes = utf8("h\nélan\ncafé");
    await expect(read(bytesSource(bytes.subarray(0, bytes.length - 1)))).rejects.toThrow(/^Line 3 is not valid UTF-8/);
    const cut = utf8("h\ncafé").subarray(0, -1);
    expect((await read(bytesSource(cut))).rows).toEqual([{ line: 2, fields: ["caf\u00c3"] }]);
    await expect(read(bytesSource(cut), "whole", { encoding: "utf-8" })).rejects.toThrow(/^Line 2 is not valid UTF-8/);
  });
});

describe("chunk boundaries never change what is read", () => {
  const piece = fc.constantFrom("a", "b", ",", '"', '""', "\n", "\r\n", "\r", " ", "é", "€", "\uFEFF", "1");
  const file = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(""));

  const outcome = async (source: ByteSource, mode: Mode) => {
    try {
      return await read(source, mode);
    } catch (err) {
      if (!(err instanceof CsvInputError)) throw err;
      return { error: err.message };
    }
  };

  it("gives the same rows, or the same error, for pieces of 1 to 7 bytes as for the whole file, in every mode", async () => {
    await fc.assert(
      fc.asyncProperty(
        file,
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 8 }),
        async (text, bom, cuts) => {
          const bytes = utf8((bom ? "\uFEFF" : "") + "h0,h1\n" + text);
          const whole = await outcome(bytesSource(bytes), "whole");
          for (const mode of MODES) expect(await outcome(cutSource(bytes, cuts), mode)).toEqual(whole);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("gives the same windows-1252 text however the bytes are cut", async () => {
    await fc.assert(
      fc.asyncProperty(file, fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 8 }), async (text, cuts) => {
        const bytes = cp1252("h0,h1\n" + text.replace(/\uFEFF/g, ""));
        expect(await outcome(cutSource(bytes, cuts), "whole")).toEqual(await outcome(bytesSource(bytes), "whole"));
      }),
      { numRuns: 200 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { textSource } from "@/lib/csv/byte-source";
import { CsvInputError } from "@/lib/csv/errors";
import { readCsvHeaders } from "@/lib/csv/read-headers";
import { NOT_ENOUGH_DATA, scanCsv } from "@/lib/csv/scan-csv";
import { chunkedSource } from "./sources";

async function rowsOf(text: string, skipLines = 0) {
  const rows: string[][] = [];
  const result = await scanCsv(textSource(text), { skipLines, onRow: (f) => void rows.push(f) });
  return { ...result, rows };
}

describe("scanCsv", () => {
  it("reads the header after the skipped lines and counts every physical line", async () => {
    const r = await rowsOf("title\n\nA,B\n1,2\n\n3,4\n", 2);
    expect(r.headers).toEqual(["A", "B"]);
    expect(r.headerLine).toBe(3);
    expect(r.rows).toEqual([
      ["1", "2"],
      ["3", "4"],
    ]);
    expect(r.rowCount).toBe(2);
    expect(r.totalLines).toBe(6);
  });

  it("pads short rows and drops empty values past the header's width (trailing commas)", async () => {
    expect((await rowsOf("a,b,c\n1\n1,2,3,,\n")).rows).toEqual([
      ["1", "", ""],
      ["1", "2", "3"],
    ]);
  });

  it("rejects a row with more values than the header has columns, naming the line", async () => {
    await expect(rowsOf("a,b\n1,2\n1,2,3\n")).rejects.toThrow(
      new CsvInputError("Line 3 has 3 values, but the header has 2 columns. Check for an unquoted comma in a value.", {
        line: 3,
      }),
    );
  });

  it("says the header row is invalid when the file ends before it", async () => {
    await expect(rowsOf("a\nb\n", 2)).rejects.toThrow(NOT_ENOUGH_DATA);
    await expect(rowsOf("a\nb\n", 5)).rejects.toThrow("Invalid header row. Not enough data.");
  });

  it("says an empty file is empty", async () => {
    await expect(rowsOf("")).rejects.toThrow("The file is empty.");
    await expect(rowsOf("\uFEFF")).rejects.toThrow("The file is empty.");
  });

  it("refuses a blank line as the header", async () => {
    await expect(rowsOf("a\n\nb\n", 1)).rejects.toThrow("Line 2 is empty, so it cannot be the header row.");
  });

  it("reports a broken quote as a CsvInputError, not a crash", async () => {
    await expect(rowsOf('a,b\n1,"2\n3,4\n')).rejects.toBeInstanceOf(CsvInputError);
  });

  it("reads only the header when asked, and cancels the rest of the stream", async () => {
    let pulled = 0;
    const big = "h1,h2\n" + "1,2\n".repeat(100_000);
    const inner = chunkedSource(big, 1024);
    const source = {
      size: inner.size,
      stream: () =>
        inner.stream().pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, c) {
              pulled += chunk.length;
              c.enqueue(chunk);
            },
          }),
        ),
    };
    expect(await readCsvHeaders(source)).toEqual(["h1", "h2"]);
    expect(pulled).toBeLessThan(big.length / 10);
  });

  it("skips unwanted rows before splitting them, keeping indexes and counts", async () => {
    const seen: [string, number][] = [];
    const asked: number[] = [];
    const r = await scanCsv(textSource('h,x\na,1\n\nb,2\n"c",3\nd,4\n'), {
      wantRow: (i) => {
        asked.push(i);
        return i % 2 === 1;
      },
      onRow: (f, _line, i) => void seen.push([f[0], i]),
    });
    expect(asked).toEqual([0, 1, 3]); // the quoted row (index 2) is parsed without asking
    expect(seen).toEqual([
      ["b", 1],
      ["c", 2],
      ["d", 3],
    ]);
    expect(r.rowCount).toBe(4);
  });

  it("reports progress from 0 to 1, never going back", async () => {
    const seen: number[] = [];
    await scanCsv(chunkedSource("a\n" + "x\n".repeat(50_000), 4096), {
      onBytes: (done, total) => void seen.push(done / total),
    });
    expect(seen.at(-1)).toBe(1);
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1])).toBe(true);
  });
});

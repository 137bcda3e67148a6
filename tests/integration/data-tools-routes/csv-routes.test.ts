import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as downloadProcessed } from "@/app/api/csv/download-processed/route";
import { POST as duplicates } from "@/app/api/csv/duplicates/route";
import { POST as preview } from "@/app/api/csv/preview/route";
import { POST as processPreview } from "@/app/api/csv/process-preview/route";
import { POST as removeCommas } from "@/app/api/csv/remove-commas/route";
import { POST as valueCounts } from "@/app/api/csv/value-counts/route";
import { fileDate } from "@/lib/csv/file-names";
import { MAX_ANSWER_CHARS } from "@/lib/data-tools/limits";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { fileOf, formWith, postForm } from "../storage/form-request";

let env: TestEnv;
let token: string;
beforeAll(async () => {
  env = await startTestEnv();
  token = await loginAs(DEMO.staff.email, DEMO.staff.password);
}, 180_000);
afterAll(() => env?.close(), 60_000);

type Handler = Parameters<typeof postForm>[0];
const send = (handler: Handler, fields: Record<string, string | File>, t: string | null = token) =>
  postForm(handler, formWith(fields), { token: t ?? undefined });

const SALES = [
  "Report title,,,",
  "SKU,Description,Price,Branch",
  'AS-1,"Toilet, white",$1,234.00,TNNA',
  "KO-2,Faucet,$99.50,TNCH",
  "AS-1,Toilet again,$10.00,TNNA",
  " ko-3 ,sink,$5,ARLR",
  "KO-2,Faucet,$99.50,TNCH",
  ",blank sku,$1,TNNA",
].join("\n");
// Line 3 has an unquoted comma inside the price, so it is one value too wide; the file used below fixes that.
const GOOD = SALES.replace("$1,234.00", '"$1,234.00"');
const csv = (text: string, name = "sales.csv") => fileOf(name, text, "text/csv");

describe("POST /api/csv/preview", () => {
  it("skips the given lines, reads the header on the next and answers the page", async () => {
    const rows = Array.from({ length: 45 }, (_, i) => `r${i},${i}`);
    const { status, json } = await send(preview, {
      file: csv(["junk", "A,B", ...rows].join("\n")),
      skiprows: "1",
      page: "2",
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      total_lines: 47,
      data_rows_count: 45,
      current_page: 2,
      total_pages: 3,
      showing_rows: 20,
      skiprows_used: 1,
      headers: ["A", "B"],
    });
    expect(json.sample_rows[0]).toEqual(["r20", "20"]);
  });

  it.each([
    ["a header row past the end", { file: csv("a,b\n"), skiprows: "5" }, "Invalid header row. Not enough data."],
    ["an empty file", { file: csv("") }, "The file is empty."],
    ["a ragged row", { file: csv(SALES), skiprows: "1" }, "Line 3 has 5 values, but the header has 4 columns"],
    ["an unclosed quote", { file: csv('a,b\n1,"open\n') }, "a quoted value is never closed"],
    ["binary content", { file: fileOf("x.csv", new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0])) }, "not a CSV text file"],
    ["negative skip rows", { file: csv("a\n1\n"), skiprows: "-1" }, "Skip rows must be 0 or more"],
    ["no file", { skiprows: "0" }, "Please choose a CSV file"],
  ])("answers 400 with a clear message for %s", async (_label, fields, message) => {
    const { status, json } = await send(preview, fields as Record<string, string | File>);
    expect(status).toBe(400);
    expect(json.error).toContain(message);
  });

  it("answers 401 without a sign-in", async () => {
    expect((await send(preview, { file: csv("a\n1\n") }, null)).status).toBe(401);
  });
});

describe("POST /api/csv/process-preview and download-processed", () => {
  const options = {
    skiprows: "1",
    removeCommas: "true",
    removeDollars: "true",
    upperColumn: "Description",
    replacements: JSON.stringify([{ column: "Branch", search: "TN", replace: "TENN-" }]),
  };

  it("applies the operations in order to the first rows and lists the summary", async () => {
    const { status, json } = await send(processPreview, { file: csv(GOOD), ...options });
    expect(status).toBe(200);
    expect(json.processing_summary).toEqual([
      "Removed commas from all fields",
      "Removed dollar signs from all columns",
      "Converted column 'Description' to uppercase",
      "Replaced 'TN' with 'TENN-' in column 'Branch'",
    ]);
    expect(json.processed_rows[0]).toEqual(["AS-1", "TOILET WHITE", "1234.00", "TENN-NA"]);
  });

  it("says when no option is chosen, and handles only the first 50 rows", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => `${i}`);
    const { json } = await send(processPreview, { file: csv(["n", ...rows].join("\n")) });
    expect(json.processing_summary).toEqual(["No processing options selected"]);
    expect(json.processed_rows).toHaveLength(50);
  });

  it("refuses more than 10 search-and-replace operations", async () => {
    const many = JSON.stringify(Array.from({ length: 11 }, () => ({ column: "SKU", search: "A", replace: "B" })));
    const { status, json } = await send(processPreview, { file: csv(GOOD), skiprows: "1", replacements: many });
    expect(status).toBe(400);
    expect(json.error).toBe("At most 10 search and replace operations");
  });

  it("processes the whole file into {name}.csv", async () => {
    const { status, json } = await send(downloadProcessed, { file: csv(GOOD), ...options, filename: "clean" });
    expect(status).toBe(200);
    expect(json.filename).toBe("clean.csv");
    expect(json.processed_rows).toBe(6);
    expect(json.csv_content.split("\n")[0]).toBe("SKU,Description,Price,Branch");
    expect(json.csv_content).toContain("AS-1,TOILET WHITE,1234.00,TENN-NA");
  });

  it("needs the output filename", async () => {
    const { status, json } = await send(downloadProcessed, { file: csv(GOOD), ...options, filename: " " });
    expect(status).toBe(400);
    expect(json.error).toBe("Output filename is required");
  });
});

describe("POST /api/csv/duplicates and /api/csv/value-counts", () => {
  it("lists every row of a repeated value, first occurrence included", async () => {
    const { status, json } = await send(duplicates, { file: csv(GOOD), headerRow: "2", column: "SKU" });
    expect(status).toBe(200);
    expect(json.message).toBe("4 duplicate row(s) found");
    expect(json.rows.map((r: string[]) => r[0])).toEqual(["AS-1", "AS-1", "KO-2", "KO-2"]);
  });

  it("exports the duplicates with every cell quoted", async () => {
    const { status, res } = await send(duplicates, { file: csv(GOOD), headerRow: "2", column: "SKU", format: "csv" });
    expect(status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`duplicates_SKU_${fileDate()}.csv`);
    const text = await res.text();
    expect(text.split("\r\n")[0]).toBe('"SKU","Description","Price","Branch"');
    expect(text.split("\r\n")[1]).toBe('"AS-1","Toilet, white","$1,234.00","TNNA"');
  });

  it("counts values, most frequent first, blanks ignored", async () => {
    const { json } = await send(valueCounts, { file: csv(GOOD), headerRow: "2", column: "SKU" });
    expect(json).toMatchObject({ distinctCount: 3, leftOutCount: 0, truncated: false });
    expect(json.message).toBeUndefined();
    expect(json.rows).toEqual([
      { value: "AS-1", count: 2 },
      { value: "KO-2", count: 2 },
      { value: "ko-3", count: 1 },
    ]);
    const exported = await send(valueCounts, { file: csv(GOOD), headerRow: "2", column: "SKU", format: "csv" });
    expect(exported.res.headers.get("content-disposition")).toContain("value_counts.csv");
    expect(await exported.res.text()).toBe('"Value","Count"\r\n"AS-1","2"\r\n"KO-2","2"\r\n"ko-3","1"\r\n');
  });

  it("lists at most 10,000 values in its JSON answer and says how many it left out; the CSV export has them all", async () => {
    const unique = "SKU\n" + Array.from({ length: 12_000 }, (_, i) => `U-${i}`).join("\n") + "\nU-5\n";
    const { status, json } = await send(valueCounts, { file: csv(unique), column: "SKU" });
    expect(status).toBe(200);
    expect(json.rows).toHaveLength(10_000);
    expect(json.rows[0]).toEqual({ value: "U-5", count: 2 });
    expect(json).toMatchObject({ distinctCount: 12_000, leftOutCount: 2_000, truncated: true, nonBlankCount: 12_001 });
    expect(json.message).toBe(
      "Showing the 10,000 most frequent of 12,000 values; 2,000 left out. Send format=csv for all of them.",
    );
    const exported = await send(valueCounts, { file: csv(unique), column: "SKU", format: "csv" });
    expect((await exported.res.text()).trimEnd().split("\r\n")).toHaveLength(12_001);
  });

  it("keeps a column of long values from making an answer the size of the upload (at most 4 MB of JSON)", async () => {
    const long = "SKU\n" + Array.from({ length: 200 }, (_, i) => `${i}`.padEnd(32_000, "x")).join("\n") + "\n";
    const { status, json } = await send(valueCounts, { file: csv(long), column: "SKU" });
    expect(status).toBe(200);
    expect(json.rows).toHaveLength(130);
    expect(json).toMatchObject({ distinctCount: 200, leftOutCount: 70, truncated: true });
    expect(JSON.stringify(json).length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
  });

  it("answers 400 for an unknown column, a header row past the end, or no column", async () => {
    expect((await send(duplicates, { file: csv(GOOD), headerRow: "2", column: "Nope" })).json.error).toBe(
      "Column 'Nope' not found.",
    );
    expect((await send(valueCounts, { file: csv(GOOD), headerRow: "99", column: "SKU" })).json.error).toBe(
      "Invalid header row. Not enough data.",
    );
    expect((await send(valueCounts, { file: csv(GOOD), headerRow: "0", column: "SKU" })).json.error).toBe(
      "Header row must be 1 or more",
    );
    expect((await send(duplicates, { file: csv(GOOD), headerRow: "2" })).status).toBe(400);
  });

  it("reads a 20 MB upload from disk, not from memory", async () => {
    const line = "SKU-0001,Some description of the item,12.50,TNNA\n";
    const body = "SKU,Description,Price,Branch\n" + line.repeat(Math.ceil((20 * 1024 * 1024) / line.length));
    const { status, json } = await send(valueCounts, { file: csv(body), column: "SKU" });
    expect(status).toBe(200);
    expect(json.rows[0].value).toBe("SKU-0001");
    expect(json.rows[0].count).toBeGreaterThan(400_000);
  });
});

describe("answers of rows of a megabyte stay within MAX_ANSWER_CHARS", () => {
  // 31 cells of 32,000 characters: each line within the reader's own bounds (a cell, a line), ten of them 10 MB.
  const header = ["SKU", ...Array.from({ length: 31 }, (_, i) => `c${i}`)].join(",");
  const bigRow = (sku: string) => [sku, ...Array.from({ length: 31 }, () => "x".repeat(32_000))].join(",");
  const file = [header, ...Array.from({ length: 10 }, () => bigRow("SAME"))].join("\n");

  it("the duplicate finder shows the first rows that fit and flags the cut", async () => {
    const { status, json } = await send(duplicates, { file: csv(file), column: "SKU" });
    expect(status).toBe(200);
    expect(json).toMatchObject({ duplicateRowCount: 10, truncated: true, message: "10 duplicate row(s) found" });
    expect(json.rows.length).toBeGreaterThan(0);
    expect(json.rows.length).toBeLessThan(10);
    expect(JSON.stringify(json).length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
  });

  it("a preview page shows the rows that fit and says so", async () => {
    const { status, json } = await send(preview, { file: csv(file) });
    expect(status).toBe(200);
    expect(json).toMatchObject({ data_rows_count: 10, truncated: true });
    expect(json.message).toBe(`Showing ${json.showing_rows} of 10 rows: an answer holds at most 4,194,304 characters.`);
    expect(JSON.stringify(json).length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
  });
});

describe("POST /api/csv/remove-commas", () => {
  it("removes every comma and saves as .txt", async () => {
    const { status, res } = await send(removeCommas, { file: csv(GOOD, "prices.csv") });
    expect(status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="prices.txt"');
    const text = await res.text();
    expect(text.split("\n")[2]).toBe("AS-1,Toilet white,$1234.00,TNNA");
  });
});

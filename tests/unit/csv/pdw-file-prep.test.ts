import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textSource } from "@/lib/csv/byte-source";
import { serializeCsv } from "@/lib/csv/serialize-csv";
import { applyPdwSteps, pdwProcessingSummary, planPdwSteps } from "@/lib/data-tools/pdw-operations";
import { previewCsvFile } from "@/lib/data-tools/pdw-preview";
import { previewPdwProcessing, processPdwFile } from "@/lib/data-tools/process-pdw-file";
import { pdwDownloadOptionsSchema, pdwProcessingOptionsSchema } from "@/lib/data-tools/schemas";

const options = (o: Record<string, unknown>) => pdwProcessingOptionsSchema.parse(o);

const rowsText = (n: number) =>
  Array.from({ length: n }, (_, i) => `SKU${i},"item, ${i}",$${i}.50,${100000 + i}`).join("\n");
const FILE = `Vendor export\nRun 2026-11-21\n\nsku,desc,price,upc\n${rowsText(45)}\n`;

describe("PDW preview", () => {
  it("skips physical lines before the header and pages 20 rows at a time", async () => {
    const p = await previewCsvFile(textSource(FILE), { skiprows: 3, page: 2 });
    expect(p).toMatchObject({
      total_lines: 49,
      data_rows_count: 45,
      showing_rows: 20,
      current_page: 2,
      total_pages: 3,
      skiprows_used: 3,
      headers: ["sku", "desc", "price", "upc"],
    });
    expect(p.sample_rows[0]).toEqual(["SKU20", "item, 20", "$20.50", "100020"]);
  });

  it("answers a page past the end with the last page", async () => {
    const p = await previewCsvFile(textSource(FILE), { skiprows: 3, page: 9 });
    expect(p.current_page).toBe(3);
    expect(p.showing_rows).toBe(5);
    expect(p.sample_rows.at(-1)?.[0]).toBe("SKU44");
  });

  it("gives one empty page for a header-only file", async () => {
    const p = await previewCsvFile(textSource("a,b\n"));
    expect(p).toMatchObject({ total_lines: 1, data_rows_count: 0, showing_rows: 0, current_page: 1, total_pages: 1 });
  });

  it("says the header row is invalid when skip rows passes the end", async () => {
    await expect(previewCsvFile(textSource(FILE), { skiprows: 60 })).rejects.toThrow(
      "Invalid header row. Not enough data.",
    );
  });
});

describe("PDW operations", () => {
  const headers = ["sku", "desc", "price", "upc"];

  it("summarises one line per active option, in the fixed order", () => {
    const summary = pdwProcessingSummary(
      headers,
      options({
        removeCommas: true,
        removeDollars: "true",
        upperColumn: "desc",
        upcColumn: "upc",
        replacements: [
          { column: "desc", search: "ITEM", replace: "PART" },
          { column: "nope", search: "x", replace: "y" },
          { column: "desc", search: "", replace: "y" },
          { column: "sku", search: "SKU", replace: "" },
        ],
      }),
    );
    expect(summary).toEqual([
      "Removed commas from all fields",
      "Removed dollar signs from all columns",
      "Converted column 'desc' to uppercase",
      "Formatted column 'upc' as 11-digit UPC",
      "Replaced 'ITEM' with 'PART' in column 'desc'",
      "Removed 'SKU' from column 'sku'",
    ]);
  });

  it("says when nothing is selected", () => {
    expect(pdwProcessingSummary(headers, options({}))).toEqual(["No processing options selected"]);
    expect(pdwProcessingSummary(headers, options({ upperColumn: "", upcColumn: "missing" }))).toEqual([
      "No processing options selected",
    ]);
  });

  it("runs commas, $, upper-case, UPC, then replacements in list order", () => {
    const steps = planPdwSteps(
      headers,
      options({
        removeCommas: true,
        removeDollars: true,
        upperColumn: "desc",
        upcColumn: "upc",
        replacements: [
          { column: "desc", search: "item", replace: "lower" }, // after upper-case: no match (case-sensitive)
          { column: "desc", search: "ITEM", replace: "A$&B" }, // literal, not a pattern
          { column: "desc", search: "A$&B", replace: "Z" }, // sees the previous replacement's output
          { column: "upc", search: "0", replace: "o" }, // sees the UPC output
        ],
      }),
    );
    expect(applyPdwSteps(steps, ["s,1", "item, $3 item", "$1,234.50", "12-345"])).toEqual([
      "s1",
      "Z 3 Z",
      "1234.50",
      "oooooo12345",
    ]);
  });

  it("applies each option exactly as the rule says, whatever the cell", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { minLength: 2, maxLength: 2 }),
        fc.string({ minLength: 1 }),
        fc.string(),
        (row, search, replace) => {
          const steps = planPdwSteps(
            ["a", "b"],
            options({ removeCommas: true, replacements: [{ column: "b", search, replace }] }),
          );
          const out = applyPdwSteps(steps, [...row]);
          expect(out[0]).toBe(row[0].replaceAll(",", ""));
          expect(out[1]).toBe(row[1].replaceAll(",", "").split(search).join(replace));
        },
      ),
    );
  });
});

describe("process-preview and download-processed", () => {
  const opts = options({ skiprows: 3, removeCommas: true, removeDollars: true, upcColumn: "upc" });

  it("process-preview handles the first 50 data rows only", async () => {
    const big = `h,upc\n${Array.from({ length: 120 }, (_, i) => `$${i},${i}`).join("\n")}\n`;
    const p = await previewPdwProcessing(textSource(big), options({ removeDollars: true, upcColumn: "upc" }));
    expect(p.processed_rows).toHaveLength(50);
    expect(p.showing_rows).toBe(50);
    expect(p.processed_rows[49]).toEqual(["49", "00000000049"]);
    expect(p.processing_summary).toEqual([
      "Removed dollar signs from all columns",
      "Formatted column 'upc' as 11-digit UPC",
    ]);
  });

  it("download-processed drops the skipped lines, keeps the header and processes every row", async () => {
    const out = await processPdwFile(
      textSource(FILE),
      pdwDownloadOptionsSchema.parse({ ...opts, filename: "pdw_nov" }),
    );
    expect(out.filename).toBe("pdw_nov.csv");
    expect(out.original_rows).toBe(45);
    expect(out.processed_rows).toBe(45);
    const lines = (await out.content.text()).split("\n");
    expect(lines[0]).toBe("sku,desc,price,upc");
    expect(lines[1]).toBe("SKU0,item 0,0.50,00000100000");
    expect(lines).toHaveLength(47); // header + 45 rows + the empty string after the last "\n"
  });

  it("quotes only cells that still need it", async () => {
    const out = await processPdwFile(
      textSource('a,b\n"x,y","say ""hi"""\n'),
      pdwDownloadOptionsSchema.parse({ filename: "f" }),
    );
    expect(await out.content.text()).toBe('a,b\n"x,y","say ""hi"""\n');
  });

  it("leaves cells that look like formulas exactly as they are (another system reads the file)", async () => {
    const out = await processPdwFile(
      textSource("a,b\n=1+2,@x\n-3,+y\n"),
      pdwDownloadOptionsSchema.parse({ filename: "f" }),
    );
    expect(await out.content.text()).toBe("a,b\n=1+2,@x\n-3,+y\n");
  });

  it("round-trips the data unchanged when no option is selected", async () => {
    const cell = fc.string({ unit: fc.constantFrom("a", ",", '"', "\n", " ", "$") });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { maxLength: 10 }), async (rows) => {
        const out = await processPdwFile(
          textSource(serializeCsv([["h1", "h2"], ...rows])),
          pdwDownloadOptionsSchema.parse({ filename: "f" }),
        );
        const back = await previewCsvFile(out.content, { rowsPerPage: 100 });
        expect(back.sample_rows).toEqual(rows);
      }),
      { numRuns: 50 },
    );
  });
});

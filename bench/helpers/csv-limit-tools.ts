// The CSV limits bench's inputs (files at the upload limit, kept between runs) and the tool routes it sends them to.
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MAX_CONV_ROWS } from "@/lib/inv-bal/comparison-limits";
import type { CsvForm } from "./csv-upload-client";
import { generateInventoryFiles } from "./generate-inventory-csv";
import { generateSalesCsv } from "./generate-sales-csv";

const MB = 1024 * 1024;
// Bytes a row of each generator takes, about: enough to size a file near the limit without reading it back.
const SALES_ROW_BYTES = 101;
const INVENTORY_ROW_BYTES = 62;

export type CsvTool = { label: string; route: string; form: CsvForm; accept?: string };

/** A sales file and two inventory files just under `scaleMb` (the multipart form's own bytes count too). */
export async function limitInputs(scaleMb: number) {
  const dir = path.join(tmpdir(), `e54-bench-csv-limits-${scaleMb}`);
  await mkdir(dir, { recursive: true });
  const sales = path.join(dir, "sales.csv");
  const [conv, eds] = [path.join(dir, "conv.csv"), path.join(dir, "eds.csv")];
  const salesBytes = await generateSalesCsv(sales, Math.floor(((scaleMb - 1) * MB) / SALES_ROW_BYTES));
  // The comparison's own bound comes before the upload limit: it holds at most MAX_CONV_ROWS CONV rows.
  await generateInventoryFiles(
    conv,
    eds,
    Math.min(MAX_CONV_ROWS, Math.floor(((scaleMb - 1) * MB) / INVENTORY_ROW_BYTES)),
  );
  return { salesBytes, tools: csvLimitTools(sales, conv, eds) };
}

function csvLimitTools(sales: string, conv: string, eds: string): CsvTool[] {
  const file = { file: sales };
  const ops = { skiprows: "0", removeCommas: "true", removeDollars: "true", upperColumn: "Description" };
  return [
    {
      label: "PDW preview",
      route: "/api/csv/preview",
      form: { fields: { skiprows: "0", page: "1", rowsPerPage: "20" }, files: file },
    },
    { label: "PDW process preview", route: "/api/csv/process-preview", form: { fields: ops, files: file } },
    {
      label: "PDW download (text/csv)",
      route: "/api/csv/download-processed",
      form: { fields: { ...ops, filename: "out" }, files: file },
      accept: "text/csv",
    },
    {
      label: "Duplicate finder",
      route: "/api/csv/duplicates",
      form: { fields: { headerRow: "1", column: "ProductSKU" }, files: file },
    },
    {
      label: "Value count",
      route: "/api/csv/value-counts",
      form: { fields: { headerRow: "1", column: "ProductSKU" }, files: file },
    },
    { label: "Comma remover", route: "/api/csv/remove-commas", form: { fields: { filename: "out" }, files: file } },
    {
      label: "Monthly sales feed",
      route: "/api/monthly-feed",
      form: { fields: { mergeLines: "true", filename: "feed" }, files: file },
    },
    {
      label: "File comparison (two files)",
      route: "/api/compare-inv-bal",
      form: { fields: { eds_part_col: "ESC.PN", value_col: "OH-TOTAL" }, files: { conv_file: conv, eds_file: eds } },
    },
  ];
}

import type { ByteSource } from "@/lib/csv/byte-source";
import { spreadsheetCsvLine } from "@/lib/csv/spreadsheet-csv";
import type { ComparedItem, ComparisonColumns } from "./comparison-answer";
import { comparisonFileName, type ExportRows } from "./comparison-file-name";
import { displayColumnOf } from "./compare-inventory";
import { readConvRows } from "./conv-rows";
import { pacedSource, pacedTextStream } from "./paced-stream";
import { pairInventory } from "./pair-inventory";
import { ECL_PN } from "./part-columns";

export { comparisonFileName } from "./comparison-file-name";

/** The export's first line: the results table's column names. */
export function comparisonCsvHeader(columns: ComparisonColumns): string {
  const header = [`EDS ${ECL_PN}`, `CONV ${ECL_PN}`, `CONV ${columns.partColumn}`];
  header.push(`CONV ${columns.valueColumn}`, `EDS ${columns.valueColumn}`);
  if (columns.displayColumn) header.push(`CONV ${columns.displayColumn}`, `EDS ${columns.displayColumn}`);
  header.push("Difference");
  return spreadsheetCsvLine(header);
}

/** One compared pair as an export line: every cell quoted, formulas neutralised (CLARIFICATIONS 48). */
export function comparisonCsvLine(i: ComparedItem, withDisplay: boolean): string {
  const row = [i.eds_ecl, i.conv_ecl, i.matched_val, i.conv_val, i.eds_val];
  if (withDisplay) row.push(i.conv_display ?? null, i.eds_display ?? null);
  row.push(String(i.diff));
  return spreadsheetCsvLine(row.map((v) => v ?? ""));
}

/**
 * The Download CSV: every differing pair (`rows: "all"`: every pair), not only the first ones the JSON answer
 * lists. Written as the EDS file is read, at the pace the download is taken, so neither the pairs nor the file
 * are ever held whole: memory is the CONV columns and a few pieces of output. Resolves once both files' columns
 * are found (a missing one rejects, to be answered as a 400); a later problem in the EDS file errors the stream.
 * `done` settles when the writing has stopped, finished or not (the caller then removes the uploads).
 */
export async function exportComparisonCsv(
  conv: ByteSource,
  eds: ByteSource,
  options: ComparisonColumns & { rows?: ExportRows; date?: Date },
): Promise<{ filename: string; stream: ReadableStream<Uint8Array>; done: Promise<void> }> {
  const columns = { ...options, displayColumn: displayColumnOf(options) };
  const convRows = await readConvRows(conv, columns);
  const withDisplay = columns.displayColumn !== undefined;
  const every = options.rows === "all";
  let headerFound!: () => void;
  const started = new Promise<void>((resolve) => (headerFound = resolve));
  let failed: (err: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => (failed = reject));
  const { stream, done } = pacedTextStream(async (out) => {
    try {
      await pairInventory(
        convRows,
        pacedSource(eds, out.ready),
        {
          ...columns,
          onHeader: () => {
            out.write(comparisonCsvHeader(columns));
            headerFound();
          },
          wantPair: every ? undefined : (diff) => diff !== 0,
        },
        (item) => out.write(comparisonCsvLine(item, withDisplay)),
      );
    } catch (err) {
      failed(err);
      throw err;
    }
  });
  failure.catch(() => {});
  try {
    await Promise.race([started, failure]);
  } catch (err) {
    await stream.cancel().catch(() => {});
    throw err;
  }
  return { filename: comparisonFileName(options.date, options.rows), stream, done };
}

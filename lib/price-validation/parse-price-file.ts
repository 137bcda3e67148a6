import { CsvRecordParser } from "@/lib/csv/record-parser";
import { PRICE_FILE_COLUMNS as COL, PRICE_FILE_HEADER_ROWS, PRICE_FILE_MIN_COLUMNS } from "./constants";
import { parseAmount } from "./parse-amount";
import type { PriceFileRow } from "./schemas";

const cell = (fields: string[], i: number) => (fields[i] ?? "").trim();

/** One record of the price file as a row, or null when it breaks the row rule (spec 2 section 3). */
export function toPriceFileRow(fields: string[], line: number): PriceFileRow | null {
  if (fields.length < PRICE_FILE_MIN_COLUMNS) return null;
  const productId = cell(fields, COL.productId);
  const customerId = cell(fields, COL.customerId);
  if (!productId || !customerId) return null;
  return {
    line,
    productId,
    invoiceNumber: cell(fields, COL.invoiceNumber) || "N/A",
    actualSellPrice: parseAmount(fields[COL.actualSellPrice]),
    actualCost: parseAmount(fields[COL.actualCost]),
    actualCogs: parseAmount(fields[COL.actualCogs]),
    branch: cell(fields, COL.branch),
    customerId,
  };
}

/**
 * Every usable row of a price file. The first 9 physical lines are the report's header and are dropped unparsed
 * (blank ones count: the export's banner has some, and its 9th line, the column titles, would otherwise pass the
 * row rule as data). Every later row that passes the rule is kept, duplicates included (CLARIFICATIONS 39).
 */
export function parsePriceFile(text: string): PriceFileRow[] {
  const rows: PriceFileRow[] = [];
  const parser = new CsvRecordParser(
    (fields, line) => {
      const row = toPriceFileRow(fields, line);
      if (row) rows.push(row);
    },
    { skipLines: PRICE_FILE_HEADER_ROWS },
  );
  parser.push(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  parser.finish();
  return rows;
}

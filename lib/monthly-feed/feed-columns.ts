/** The sales-file columns the feed reads (clarification 34); every other column passes through untouched. */
export const INVOICE_COLUMN = "Invoice#";
export const SKU_COLUMN = "ProductSKU";
export const QUANTITY_COLUMN = "Quantity";

/** The optional filter keeps SKUs that begin with this, case-sensitive. */
export const AS_PREFIX = "AS";

export function missingFeedColumnMessage(column: string): string {
  return `Column '${column}' not found in the sales file.`;
}

/** Past MAX_DISTINCT_VALUES merge keys: the file can still be converted without merging. */
export function tooManyFeedGroupsMessage(limit: number): string {
  const n = limit.toLocaleString("en-US");
  return `The file has more than ${n} different ${INVOICE_COLUMN} and ${SKU_COLUMN} pairs; merging lines handles at most ${n}. Turn off merging to convert it line by line.`;
}

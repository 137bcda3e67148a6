import { PRICE_FILE_COLUMNS as COL, PRICE_FILE_HEADER_ROWS } from "./constants";

/** What each column the comparison reads holds, by position (spec 2 section 3), for the page and the template. */
export const PRICE_FILE_LAYOUT: { column: string; index: number; holds: string }[] = [
  { index: COL.productId, holds: "Eds Product ID (required)" },
  { index: COL.invoiceNumber, holds: "Invoice #" },
  { index: COL.actualSellPrice, holds: "Actual Sell Price, per each" },
  { index: COL.actualCost, holds: "Actual Cost" },
  { index: COL.actualCogs, holds: "Actual COGS" },
  { index: COL.branch, holds: "Branch" },
  { index: COL.customerId, holds: "Eds Customer ID (required)" },
].map((c) => ({ ...c, column: String.fromCharCode(65 + c.index) }));

export const PRICE_FILE_TEMPLATE_NAME = "price_comparison_template.csv";

const TITLES = ["EDS_PN", "DESCRIPTION", "INVOICE", "SELL", "COST", "COGS", "BRANCH", "CUSTOMER"];
const EXAMPLES = [
  ["1000123", "Example product", "S1000001.001", "12.50", "8.10", "8.10", "TNNA", "10001"],
  ["1000456", "Another product", "S1000002.001", "3.75", "2.20", "2.25", "TNCO", "10002"],
];

/**
 * A file the comparison reads as it reads the ERP's report: 9 lines of report header (the last one the column
 * titles), then one invoiced line per row. The examples are to be replaced by real lines.
 */
export function priceFileTemplate(): string {
  const banner = ["PRICE COMPARISON FILE", "Lines 1-9 are the report header and are skipped."];
  const blank = Array.from({ length: PRICE_FILE_HEADER_ROWS - banner.length - 1 }, () => "");
  return [...banner, ...blank, TITLES.join(","), ...EXAMPLES.map((r) => r.join(","))].join("\r\n") + "\r\n";
}

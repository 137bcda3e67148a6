import { spreadsheetCsv } from "@/lib/csv/spreadsheet-csv";
import { moneyCell } from "./price-math";
import type { PriceResult } from "./schemas";

/** The results table's columns, in order, with the export's cell for each (the screen formats its own). */
export const RESULT_COLUMNS: { key: keyof PriceResult; label: string; cell: (r: PriceResult) => string }[] = [
  { key: "productId", label: "Eds Product ID", cell: (r) => r.productId },
  { key: "herProductId", label: "HER Product ID", cell: (r) => r.herProductId },
  { key: "customerId", label: "Eds Customer ID", cell: (r) => r.customerId },
  { key: "resolvedCustomerId", label: "HER Customer ID", cell: (r) => r.resolvedCustomerId },
  { key: "upcCode", label: "UPC Code", cell: (r) => r.upcCode || "N/A" },
  { key: "branch", label: "Branch", cell: (r) => r.branch },
  { key: "invoiceNumber", label: "Invoice #", cell: (r) => r.invoiceNumber || "N/A" },
  { key: "actualSellPrice", label: "Actual Sell Price (Eds)", cell: (r) => moneyCell(r.actualSellPrice) },
  { key: "productUnitPrice", label: "New Sell Price (HER)", cell: (r) => moneyCell(r.productUnitPrice) },
  { key: "actualCost", label: "Actual Cost (Eds)", cell: (r) => moneyCell(r.actualCost) },
  { key: "productCost", label: "Product Cost (HER)", cell: (r) => moneyCell(r.productCost) },
  { key: "actualCogs", label: "Actual COGS (Eds)", cell: (r) => moneyCell(r.actualCogs) },
  { key: "productCOGS", label: "COGS (HER)", cell: (r) => moneyCell(r.productCOGS) },
  { key: "priceDifference", label: "Price Difference", cell: (r) => moneyCell(r.priceDifference) },
];

/** The rows shown (Show Exact Matches off hides differences of 0). */
export function visibleResults(results: readonly PriceResult[], showExactMatches: boolean): readonly PriceResult[] {
  return showExactMatches ? results : results.filter((r) => r.priceDifference !== 0);
}

/** price_validation_results.csv: a header line and every shown row, every cell quoted (spec 2 section 9), formulas neutralised. */
export function resultsCsv(results: readonly PriceResult[]): string {
  return spreadsheetCsv([
    RESULT_COLUMNS.map((c) => c.label),
    ...results.map((r) => RESULT_COLUMNS.map((c) => c.cell(r))),
  ]);
}

import type { DataTableColumns } from "@/components/ui/data-table";
import { differenceTone, formatMoney } from "@/lib/price-validation/price-math";
import { RESULT_COLUMNS } from "@/lib/price-validation/results-csv";
import type { FailedProduct, PriceResult } from "@/lib/price-validation/schemas";
import { TONE_TEXT } from "./difference-tone-classes";

const MONEY = new Set<keyof PriceResult>([
  "actualSellPrice",
  "productUnitPrice",
  "actualCost",
  "productCost",
  "actualCogs",
  "productCOGS",
  "priceDifference",
]);

/**
 * The Download CSV's columns, Price Difference first (what the screen is read for, never scrolled out of view on the
 * 14-column table), then the export's order; amounts sort as numbers and the difference is coloured by size.
 */
const SCREEN_ORDER = [
  ...RESULT_COLUMNS.filter((c) => c.key === "priceDifference"),
  ...RESULT_COLUMNS.filter((c) => c.key !== "priceDifference"),
];
export const RESULTS_COLUMNS: DataTableColumns<PriceResult> = SCREEN_ORDER.map(({ key, label }) =>
  MONEY.has(key)
    ? {
        accessorKey: key,
        header: label,
        sortingFn: "number",
        cell: ({ getValue }) => formatMoney(getValue<number | null>()),
        meta: {
          align: "right",
          cellClassName:
            key === "priceDifference"
              ? (row: PriceResult) => TONE_TEXT[differenceTone(row.priceDifference)]
              : undefined,
        },
      }
    : { accessorKey: key, header: label, cell: ({ getValue }) => String(getValue() || "N/A") },
);

/** Failed Products: the original id and HER_PN (spec 2 section 8), with the customer, the file line and why. */
export const FAILED_COLUMNS: DataTableColumns<FailedProduct> = [
  { accessorKey: "originalProductId", header: "Original ID" },
  { id: "herProductId", accessorFn: (f) => f.herProductId || "N/A", header: "HER_PN" },
  { accessorKey: "customerId", header: "Customer" },
  { accessorKey: "line", header: "Line", sortingFn: "number", meta: { align: "right" } },
  { accessorKey: "reason", header: "Reason", meta: { cellClassName: "text-red-800" } },
];

import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import { MAX_TABLE_ROWS } from "@/lib/price-validation/constants";
import { differenceTone, formatMoney } from "@/lib/price-validation/price-math";
import { RESULT_COLUMNS } from "@/lib/price-validation/results-csv";
import type { PriceResult } from "@/lib/price-validation/schemas";
import { TONE_TEXT } from "./difference-tone-classes";

const MONEY = new Set<keyof PriceResult>(["actualSellPrice", "productUnitPrice", "actualCost", "productCost", "actualCogs", "productCOGS", "priceDifference"]);

function cell(row: PriceResult, key: keyof PriceResult): string {
  const value = row[key];
  if (MONEY.has(key)) return formatMoney(value as number | null);
  return String(value || "N/A");
}

/** The results, at most 1000 rows on screen (spec 2 section 9); the download has them all. */
export function ResultsTable({ rows }: { rows: readonly PriceResult[] }) {
  const shown = rows.slice(0, MAX_TABLE_ROWS);
  return (
    <div className="flex flex-col gap-2">
      {rows.length > MAX_TABLE_ROWS ? (
        <p className="text-sm text-slate-600">
          Showing the first {MAX_TABLE_ROWS} of {rows.length} rows. Download CSV for all of them.
        </p>
      ) : null}
      <Table aria-label="Price comparison results">
        <thead>
          <tr>
            {RESULT_COLUMNS.map((c) => (
              <Th key={c.key} className={MONEY.has(c.key) ? "text-right" : undefined}>
                {c.label}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? <EmptyRow colSpan={RESULT_COLUMNS.length}>No rows to show.</EmptyRow> : null}
          {shown.map((row) => (
            <Tr key={`${row.line}-${row.herProductId}`}>
              {RESULT_COLUMNS.map((c) => (
                <Td
                  key={c.key}
                  className={c.key === "priceDifference" ? `text-right tabular-nums ${TONE_TEXT[differenceTone(row.priceDifference)]}` : MONEY.has(c.key) ? "text-right tabular-nums" : undefined}
                >
                  {cell(row, c.key)}
                </Td>
              ))}
            </Tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

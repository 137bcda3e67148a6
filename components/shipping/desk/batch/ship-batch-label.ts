import { formatMoney } from "@/lib/money/format-money";

/** Ship Batch names what it buys: "Ship 10 Labels - $198.60". */
export function shipBatchLabel(totals: { count: number; amount: number; currency: string }): string {
  return `Ship ${totals.count} ${totals.count === 1 ? "Label" : "Labels"} - ${formatMoney(totals.amount, totals.currency)}`;
}

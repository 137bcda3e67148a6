import { decimalPlaces, parsePlainDecimal, roundTo } from "@/lib/csv/plain-decimal";

/**
 * The difference rule (clarification 12): both plain decimals → CONV − EDS, rounded to the inputs' decimals so
 * 10.1 − 10 is 0.1 and not 0.0999…; both text → 1 when the trimmed texts differ, else 0; a number against text, or
 * one side blank → 1; both blank → 0.
 */
export function inventoryDifference(convValue: string, edsValue: string): number {
  const conv = convValue.trim();
  const eds = edsValue.trim();
  // Equal texts differ by nothing under every branch below (equal numbers, equal texts, both blank); most rows
  // of a reconciliation are equal, so this check carries most of the work.
  if (conv === eds) return 0;
  if (conv === "" || eds === "") return 1;
  const a = parsePlainDecimal(conv);
  const b = parsePlainDecimal(eds);
  if (a !== null && b !== null) return roundTo(a - b, Math.max(decimalPlaces(conv), decimalPlaces(eds)));
  if (a === null && b === null) return conv === eds ? 0 : 1;
  return 1;
}

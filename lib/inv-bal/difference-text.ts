// Import-free but for the number rule: the results table says what a difference is, the answer keeps clarification
// 12's figure.
import { parsePlainDecimal } from "@/lib/csv/plain-decimal";

/**
 * A difference as the screen says it. Clarification 12 counts a blank or text side as a difference of 1, which is a
 * count, not an amount: "1" beside 147 and a blank read as one unit short. So only two numbers show their difference
 * (CONV − EDS); anything else says what differs.
 */
export function differenceText(item: { conv_val: string | null; eds_val: string | null; diff: number }): string {
  const conv = (item.conv_val ?? "").trim();
  const eds = (item.eds_val ?? "").trim();
  if (item.diff === 0) return "0";
  if (conv === "") return "Blank in CONV";
  if (eds === "") return "Blank in EDS";
  const convNumber = parsePlainDecimal(conv) !== null;
  const edsNumber = parsePlainDecimal(eds) !== null;
  if (convNumber && edsNumber) return String(item.diff);
  if (!convNumber && !edsNumber) return "Texts differ";
  return convNumber ? "Not a number in EDS" : "Not a number in CONV";
}

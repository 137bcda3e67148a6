import { formatMoney } from "@/lib/money/format-money";
import type { FreightPosted } from "./freight-result";

export const NO_FREIGHT_KEPT = "No freight is posted for this label.";

/**
 * What a posting says (CLARIFICATIONS 56: the success dialog; POST /api/postFreight's `message`), with the freight
 * rule that priced it (CLARIFICATIONS 60: its sum, or why no freight was posted, such as an exempt customer's).
 */
export function freightPostedText(
  f: Pick<FreightPosted, "method" | "totalFreight" | "sum" | "rule" | "noFreight">,
): string {
  if (f.noFreight)
    return f.rule
      ? `No freight posted: ${f.sum ?? "the freight rule posts none"} (rule ${f.rule}).`
      : (f.sum ?? NO_FREIGHT_KEPT);
  const done =
    f.method === "filedrop"
      ? "Freight file dropped for StarShip."
      : `Freight of ${formatMoney(f.totalFreight)} posted to the invoice; print status P.`;
  return f.sum ? `${done} ${f.sum} (rule ${f.rule}).` : done;
}

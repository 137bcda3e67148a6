// The Shipment Dashboard's COD rule (spec 2 section 4), shared by the screen and its queue summary.

export type CodSettings = { termsCodes: readonly string[]; balancePolicy: "warn" | "prevent" };
export type CodOrder = { termsCode?: string | null; balanceDue?: number | null };

/** An order on COD terms (one of the company's codes, upper-cased) with a balance above 0. */
export function isCodWithBalance(order: CodOrder, termsCodes: readonly string[]): boolean {
  const terms = order.termsCode?.trim().toUpperCase();
  if (!terms || !(order.balanceDue && order.balanceDue > 0)) return false;
  return termsCodes.some((code) => code.trim().toUpperCase() === terms);
}

/** What opening an order does: block it (prevent), warn first (warn), or open the order detail. */
export function codAction(order: CodOrder, settings: CodSettings): "block" | "warn" | "open" {
  if (!isCodWithBalance(order, settings.termsCodes)) return "open";
  return settings.balancePolicy === "prevent" ? "block" : "warn";
}

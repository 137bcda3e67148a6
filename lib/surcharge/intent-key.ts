import type { SurchargeTarget } from "./load-surcharge-target";

/** `S1000004` and `S1000004.001` name one order, whose first generation takes the line: one key for both. */
const orderKey = (order: string) => order.replace(/\.\d+$/, "");

/**
 * The ledger key of a surcharge (CLARIFICATIONS 20: once per company, port and order), as `applySurcharge` writes it
 * (`surcharge`, `{companyId}:{port}:{ORDER}`).
 */
export function surchargeIntentKey(target: Pick<SurchargeTarget, "company" | "port">, order: string): string {
  return `${target.company.id}:${target.port}:${orderKey(order)}`;
}

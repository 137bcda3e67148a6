import type { Db } from "@/db/client";
import { nextPackageNumber } from "../desk/shipped-package-dto";
import { listShippedPackages } from "../desk/shipped-packages";

/**
 * The package each invoice's batch label is (CLARIFICATIONS 45): 1 for an invoice never shipped, a voided
 * package's freed number, else the one after the last. Fixed when the batch is made, so every retry of the item
 * buys under the same key.
 */
export async function invoicePackages(
  db: Db,
  params: { companyId: string; invoiceNumbers: readonly string[] },
): Promise<Map<string, number>> {
  const shipped = await listShippedPackages(db, params);
  return new Map(params.invoiceNumbers.map((inv) => [inv, nextPackageNumber(shipped.get(inv) ?? [])]));
}

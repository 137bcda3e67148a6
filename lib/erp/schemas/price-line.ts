import { z } from "zod";
import { branchRef, idText, listOf, text } from "./common";

const basis = z.object({ basisName: text, description: text }).loose();

/**
 * A price line. `branchAccessList` is read as `{ branchId }` objects whichever form the ERP used (an empty list
 * means every branch may use the line); `basisList` plus the average- and last-cost bases are capped at 20 by the ERP.
 */
export const priceLineSchema = z
  .object({
    id: idText,
    description: text,
    branchAccessList: listOf(branchRef),
    basisList: listOf(basis),
    globalBasisIds: listOf(basis),
    avgCostPriceLineBasis: text,
    lastCostPriceLineBasis: text,
    updateKey: text,
  })
  .loose();
export type PriceLine = z.infer<typeof priceLineSchema>;

/** The body of PUT /PriceLines/{id}: the whole record back, with the updateKey it was read with. */
export const priceLineUpdateSchema = z
  .object({
    updateKey: z.string().min(1, "updateKey is required"),
    branchAccessList: z.array(branchRef).optional(),
    basisList: z.array(z.object({ basisName: z.string() }).loose()).optional(),
    globalBasisIds: z.array(z.object({ basisName: z.string() }).loose()).optional(),
  })
  .loose();
export type PriceLineUpdate = z.input<typeof priceLineUpdateSchema>;

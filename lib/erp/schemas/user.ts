import { z } from "zod";
import { branchRef, idText, listOf, text } from "./common";

/** An ERP user: the Shipment Dashboard offers only its accessible branches (spec 2 section 6). */
export const erpUserSchema = z
  .object({
    id: idText,
    userName: text,
    name: text,
    firstName: text,
    lastName: text,
    homeBranch: text,
    accessibleBranches: listOf(branchRef),
  })
  .loose();
export type ErpUser = z.infer<typeof erpUserSchema>;

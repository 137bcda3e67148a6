import { z } from "zod";
import { idText, text } from "./common";

/** A branch: its address lives on the customer `branchEntityId` (ERP contract, sim/erp/README.md). */
export const branchSchema = z.object({ id: idText, name: text, description: text, branchEntityId: text }).loose();
export type Branch = z.infer<typeof branchSchema>;

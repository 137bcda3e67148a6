import { z } from "zod";
import { idText, text } from "./common";

/** Entries as the installation sends them: branch ids, or `{ branchId }` objects. */
const branchEntry = z.union([z.string(), z.object({ branchId: z.string() }).loose()]);

/** A territory: its branches come as `branchList` on some installations and `branches` on others (spec 2 section 3). */
export const territorySchema = z
  .object({
    id: idText,
    description: text,
    branchList: z.array(branchEntry).nullish(),
    branches: z.array(branchEntry).nullish(),
  })
  .loose();
export type Territory = z.infer<typeof territorySchema>;

import { z } from "zod";
import { branchRef, idText, text } from "./common";

/** A territory: its branches come as `branchList` on some installations and `branches` on others (spec 2 section 3). */
export const territorySchema = z
  .object({ id: idText, description: text, branchList: z.array(branchRef).nullish(), branches: z.array(branchRef).nullish() })
  .loose();
export type Territory = z.infer<typeof territorySchema>;

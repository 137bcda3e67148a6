import { z } from "zod";

/** PUT /api/price-line/{id}: the branch list to save and the update key the line was read with. */
export const saveAccessBodySchema = z.object({
  updateKey: z.string().trim().min(1, "updateKey is required").max(200),
  branchAccessList: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(20)
        .regex(/^[A-Za-z0-9_-]+$/, "Not a valid branch id"),
    )
    .max(100, "Too many branches"),
});
export type SaveAccessBody = z.infer<typeof saveAccessBodySchema>;

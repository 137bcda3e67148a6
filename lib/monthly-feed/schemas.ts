import { z } from "zod";

const formBoolean = (fallback: boolean) => z.union([z.boolean(), z.stringbool()]).default(fallback);

/** The Monthly Sales Feed form: merge lines (on by default), the AS filter, and the output name. */
export const monthlyFeedOptionsSchema = z.object({
  mergeLines: formBoolean(true),
  asOnly: formBoolean(false),
  filename: z.string().trim().min(1, "Filename is required"),
});
export type MonthlyFeedOptions = z.infer<typeof monthlyFeedOptionsSchema>;

export const monthlyFeedFormSchema = monthlyFeedOptionsSchema.extend({
  file: z.instanceof(Blob, { message: "Please choose a sales file" }),
});

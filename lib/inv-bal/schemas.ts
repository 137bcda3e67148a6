import { z } from "zod";
import { PART_COLUMNS } from "./part-columns";

const csvOnlyFile = (label: string) =>
  z
    .instanceof(Blob, { message: `Please choose the ${label} file` })
    .refine((f) => !(f instanceof File) || /\.csv$/i.test(f.name), {
      message: `The ${label} file must be a .csv file`,
    });

/**
 * POST /api/compare-inv-bal: multipart conv_file, eds_file, eds_part_col, value_col, optional display_col; with
 * format=csv the answer is the Download CSV itself, of the differing rows or (rows=all) of every compared row.
 */
export const compareInvBalOptionsSchema = z.object({
  eds_part_col: z.enum(PART_COLUMNS, { message: "Choose the Eds part number column (ESC.PN, ESE.PN or ESW.PN)" }),
  value_col: z.string().trim().min(1, "Choose the column to compare"),
  display_col: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim())),
  format: z.enum(["json", "csv"], { message: "The format is json or csv" }).default("json"),
  rows: z
    .enum(["differences", "all"], { message: "The rows to download are differences or all" })
    .default("differences"),
});
export type CompareInvBalOptions = z.infer<typeof compareInvBalOptionsSchema>;

export const compareInvBalFormSchema = compareInvBalOptionsSchema.extend({
  conv_file: csvOnlyFile("CONV"),
  eds_file: csvOnlyFile("EDS"),
});
export type CompareInvBalForm = z.infer<typeof compareInvBalFormSchema>;

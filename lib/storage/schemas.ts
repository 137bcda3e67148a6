import { z } from "zod";

/** Admins name the company whose files they work on; customers may leave it out (their own company). */
const companyIdField = z.string().trim().optional();

/** GET /api/wasabi/list */
export const listFilesQuerySchema = z.object({ companyId: companyIdField });

/** GET /api/wasabi/download?filename= */
export const downloadFileQuerySchema = z.object({
  filename: z.string({ message: "filename is required" }).min(1, "filename is required"),
  companyId: companyIdField,
});

/** POST /api/wasabi/rename { oldKey, newKey } */
export const renameFileBodySchema = z.object({
  oldKey: z.string({ message: "oldKey is required" }).min(1, "oldKey is required"),
  newKey: z.string({ message: "newKey is required" }).trim().min(1, "New filename is required"),
  companyId: companyIdField,
});

/** DELETE /api/wasabi/delete { key } */
export const deleteFileBodySchema = z.object({
  key: z.string({ message: "key is required" }).min(1, "key is required"),
  companyId: companyIdField,
});

// Close Out the day (issue 29 point 2): the routes' inputs. No server imports: the close-out screen imports them.
import { z } from "zod";
import { branchIdSchema } from "../desk/schemas";

/** The desk's day as the clerk's clock reads it (`YYYY-MM-DD`); the server holds it to a day of its own clock. */
export const closeOutDaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Day must be a date (YYYY-MM-DD).")
  .refine((d) => Number.isFinite(Date.parse(`${d}T00:00:00Z`)), "Day must be a date (YYYY-MM-DD).");

export const closeOutSchema = z.object({ branch: branchIdSchema, day: closeOutDaySchema });
export type CloseOutInput = z.infer<typeof closeOutSchema>;

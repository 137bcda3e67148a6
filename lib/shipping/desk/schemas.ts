import { z } from "zod";

/** A branch id as the ERP writes it (TNNA, 1). */
export const branchIdSchema = z
  .string()
  .trim()
  .min(1, "Choose a Shipping Branch.")
  .max(16)
  .regex(/^[A-Za-z0-9_-]+$/, "Not a branch id")
  .transform((b) => b.toUpperCase());

export const queueQuerySchema = z.object({ branch: branchIdSchema });

/** An ERP invoice (`S1000002.001`), or a manual shipment's id (`MANUAL-` plus a timestamp, spec 2 section 9). */
export const invoiceNumberSchema = z
  .string()
  .trim()
  .min(1, "Please enter an invoice number.")
  .max(40)
  .regex(/^[A-Za-z0-9._-]+$/, "Not an invoice number")
  .transform((s) => s.toUpperCase());

export const manualIdSchema = z
  .string()
  .regex(/^MANUAL-\d{10,16}$/, "A manual shipment's id is MANUAL- plus a timestamp");

/** Which of an invoice's packages (1 for the first). */
export const packageNumberSchema = z.coerce.number().int().min(1).max(99).default(1);

import { z } from "zod";
import { REFERENCE_MAX, REFERENCE_REQUIRED } from "./manual-reference";

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

/**
 * A manual shipment's Reference: what the clerk ships and for whom. It names the shipment wherever its name shows
 * (the record, tracking, the label); the MANUAL- id stays the key (CLARIFICATIONS 45). Required: without an invoice,
 * it is the only thing that tells a manual shipment from the next. One printable line, as a label carries it.
 */
export const manualReferenceSchema = z
  .string({ message: REFERENCE_REQUIRED })
  .trim()
  .min(1, REFERENCE_REQUIRED)
  .max(REFERENCE_MAX, `The Reference is at most ${REFERENCE_MAX} characters.`)
  .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, "The Reference must be one line of text.");

/** Which of an invoice's packages (1 for the first). */
export const packageNumberSchema = z.coerce.number().int().min(1).max(99).default(1);

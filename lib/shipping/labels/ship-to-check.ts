import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  invoiceShipFacts,
  type AddressChoice,
  type CheckedAddress,
  type InvoiceShipFacts,
  type ShipToCheck,
} from "@/db/schema";
import { getEnv } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import { checkedAddress, chosenShipTo, readInvoiceFacts, sameAddress } from "../desk/invoice-facts";
import { validateAddressSchema } from "./schemas";
import { checkAddress } from "./validate-address";
import type { ShipToCheckDto } from "./ship-to-check-dto";

export type { ShipToCheckDto } from "./ship-to-check-dto";

const notOpened = (invoice: string) =>
  new ApiError({ code: "not_found", message: `Invoice ${invoice} has not been opened on the desk yet.` });

export function toShipToCheckDto(row: InvoiceShipFacts): ShipToCheckDto {
  const check = row.shipToCheck;
  return {
    invoiceNumber: row.invoiceNumber,
    state: check?.state ?? "not_checked",
    entered: row.shipTo,
    suggested: check?.suggested ?? null,
    residential: check?.residential ?? null,
    messages: check?.messages ?? [],
    choice: row.addressChoice,
    chosen: chosenShipTo(row),
  };
}

/** Shippo's check of a ship-to; never throws: a failure or a time-out is "not checked", with the reason. */
async function askShippo(db: Db, companyId: string, entered: CheckedAddress): Promise<ShipToCheck> {
  const checkedAt = new Date().toISOString();
  const notChecked = (why: string): ShipToCheck => ({
    state: "not_checked",
    entered,
    suggested: null,
    residential: null,
    messages: [why],
    checkedAt,
  });
  const input = validateAddressSchema.safeParse({ ...entered, zip: entered.zip || undefined });
  if (!input.success) return notChecked(input.error.issues[0].message);
  try {
    const { validation, residential } = await checkAddress(db, companyId, input.data, {
      timeoutMs: getEnv().ADDRESS_CHECK_TIMEOUT_MS,
    });
    const s = validation.suggested_address;
    const suggested = s ? checkedAddress({ ...s, street2: s.street2 ?? "", zip: s.zip ?? "" }) : null;
    const differs = suggested !== null && !sameAddress(suggested, entered);
    return {
      state: differs ? "suggested" : validation.is_valid ? "valid" : "invalid",
      entered,
      suggested: differs ? suggested : null,
      residential,
      messages: validation.messages.map((m) => m.text),
      checkedAt,
    };
  } catch (err) {
    logger.warn({ companyId, err: String(err) }, "ship-to not checked");
    return notChecked(err instanceof ApiError ? err.message : "Shippo could not check the address.");
  }
}

/**
 * CLARIFICATIONS 62: the ship-to checked with Shippo as the order opens. A check made of the same ship-to (and the
 * clerk's choice) holds: asked again (a reload), it answers what it found; one that had no answer is asked again.
 * Never refuses for Shippo's sake: the desk ships whatever the check says.
 */
export async function checkInvoiceShipTo(db: Db, companyId: string, invoiceNumber: string): Promise<ShipToCheckDto> {
  const row = await readInvoiceFacts(db, companyId, invoiceNumber);
  if (!row) throw notOpened(invoiceNumber);
  const kept = row.shipToCheck;
  if (kept && kept.state !== "not_checked" && sameAddress(kept.entered, row.shipTo)) return toShipToCheckDto(row);
  const check = await askShippo(db, companyId, row.shipTo);
  // Written only while the ship-to is still the one checked (the invoice may have opened again meanwhile).
  const [saved] = await db
    .update(invoiceShipFacts)
    .set({
      shipToCheck: check,
      addressChoice: check.state === "suggested" ? row.addressChoice : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoiceShipFacts.id, row.id), sql`${invoiceShipFacts.shipTo} = ${JSON.stringify(row.shipTo)}::jsonb`))
    .returning();
  return toShipToCheckDto(saved ?? { ...row, shipToCheck: check });
}

/** "Use Suggested" or "Keep As Entered": held for the invoice (the rates and the purchase use it). */
export async function chooseShipTo(
  db: Db,
  companyId: string,
  invoiceNumber: string,
  choice: AddressChoice,
): Promise<ShipToCheckDto> {
  const [saved] = await db
    .update(invoiceShipFacts)
    .set({ addressChoice: choice, updatedAt: sql`now()` })
    .where(
      and(
        eq(invoiceShipFacts.companyId, companyId),
        eq(invoiceShipFacts.invoiceNumber, invoiceNumber),
        sql`${invoiceShipFacts.shipToCheck}->>'state' = 'suggested'`,
      ),
    )
    .returning();
  if (saved) return toShipToCheckDto(saved);
  const row = await readInvoiceFacts(db, companyId, invoiceNumber);
  if (!row) throw notOpened(invoiceNumber);
  throw new ApiError({
    code: "conflict",
    message: `Shippo suggested no other address for invoice ${invoiceNumber}; there is nothing to choose.`,
  });
}

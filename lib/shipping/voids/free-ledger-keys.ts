import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { intents, type Intent, type Shipment } from "@/db/schema";
import { findIntent, retireIntent } from "@/lib/intents/intent-rows";
import { freightKey } from "../freight/freight-result";
import { labelKey } from "../labels/bought-label";

/** The suffix a voided label's intents take: their old key stays readable, the key itself is free. */
export const voidedSuffix = (s: Pick<Shipment, "shippoTransactionId">) => `void:${s.shippoTransactionId}`;

/**
 * The freight intent of this shipment: under the package's key, or already retired by its void; for a package
 * shipped with others, the one posting that paid them all (under the first package's key, naming every shipment).
 */
export async function freightIntentOf(db: Db, shipment: Shipment): Promise<Intent | undefined> {
  const key = freightKey(shipment);
  const current = await findIntent(db, { kind: "freight", key });
  if (current && current.request.shipmentId === shipment.id) return current;
  const own = await findIntent(db, { kind: "freight", key: `${key}#${voidedSuffix(shipment)}` });
  if (own) return own;
  return db.query.intents.findFirst({
    where: and(
      eq(intents.kind, "freight"),
      eq(intents.companyId, shipment.companyId),
      sql`${intents.request} -> 'shipmentIds' @> ${JSON.stringify([shipment.id])}::jsonb`,
    ),
  });
}

/**
 * CLARIFICATIONS 45/54: a voided label frees its package's ledger key, so the next Ship Package buys a new label
 * and its freight is posted anew. Only this label's intents are retired (a key already holding a newer label is
 * left alone), and retiring twice changes nothing.
 */
export async function freeLedgerKeys(db: Db, shipment: Shipment): Promise<void> {
  const suffix = voidedSuffix(shipment);
  const label = await findIntent(db, { kind: "label", key: labelKey(shipment) });
  const boughtHere = (label?.result as { transactionId?: string } | null)?.transactionId;
  if (label && boughtHere === shipment.shippoTransactionId) await retireIntent(db, label, suffix);
  const freight = await findIntent(db, { kind: "freight", key: freightKey(shipment) });
  if (freight && freight.request.shipmentId === shipment.id) await retireIntent(db, freight, suffix);
}

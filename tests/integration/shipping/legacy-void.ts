// A void as the code before migration 0018 left it (CLARIFICATIONS 54 as it read until 2026-11-28): the label VOIDED
// as soon as Shippo held its refund, its package's key freed and its freight reversed at once, then `voided` by 0018;
// and migration 0023, run again over such rows as it runs on a database that holds them.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessions, shipments, type Shipment } from "@/db/schema";
import { resolveSession } from "@/lib/auth/resolve-session";
import { getErpConnection } from "@/lib/erp/session";
import { findIntent, retireIntent } from "@/lib/intents/intent-rows";
import { replaceResult } from "@/lib/intents/run-once";
import { freeLedgerKeys, freightIntentOf } from "@/lib/shipping/voids/free-ledger-keys";
import { requestRefund, voidKey } from "@/lib/shipping/voids/request-refund";
import { reverseFreight } from "@/lib/shipping/voids/reverse-freight";

const row = async (db: Db, id: string) => (await db.query.shipments.findFirst({ where: eq(shipments.id, id) }))!;

/** The ERP as the label's buyer reaches it (the old code reversed the freight within the void's request). */
async function buyersErp(db: Db, shipment: Shipment) {
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, shipment.userId!))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return getErpConnection(db, (await resolveSession(db, session.id))!);
}

/**
 * Void Label as the old code ran it, Shippo holding the refund: the refund asked once (the intent keeping no
 * session), the label VOIDED then, the package's key freed, the posted freight reversed; 0018 made it `voided`.
 */
export async function voidedByOldCode(db: Db, shipmentId: string, voidedAt = new Date(Date.now() - 2 * 86_400_000)) {
  const { result: refund } = await requestRefund(db, await row(db, shipmentId));
  const [voided] = await db
    .update(shipments)
    .set({ ...refund, internalStatus: "VOIDED", statusDisplay: "VOIDED", voidedAt })
    .where(eq(shipments.id, shipmentId))
    .returning();
  await freeLedgerKeys(db, voided);
  const freight = await freightIntentOf(db, voided);
  if (freight?.state === "done")
    await reverseFreight(db, { shipment: voided, freight, erp: () => buyersErp(db, voided) });
  await db.update(shipments).set({ moneyState: "voided" }).where(eq(shipments.id, shipmentId));
  return row(db, shipmentId);
}

/** A second press of the old code that read the refund refused: the void let go, the refusal recorded, still VOIDED. */
export async function refusalReadByOldCode(db: Db, shipmentId: string) {
  const shipment = await row(db, shipmentId);
  const intent = (await findIntent(db, { kind: "void", key: voidKey(shipment) }))!;
  await replaceResult(db, intent, { refundId: shipment.refundId, refundStatus: "ERROR" });
  await retireIntent(db, intent, `refund:${shipment.refundId}`);
  await db
    .update(shipments)
    .set({ refundStatus: "ERROR" })
    .where(and(eq(shipments.id, shipmentId), eq(shipments.companyId, shipment.companyId)));
}

/** Runs db/migrations/0023 again, statement by statement, as the migrator does. */
export async function migrateLegacyVoids(db: Db) {
  const file = path.join(process.cwd(), "db/migrations/0023_legacy_void_refunds.sql");
  for (const statement of (await readFile(file, "utf8")).split("--> statement-breakpoint"))
    await db.execute(sql.raw(statement));
}

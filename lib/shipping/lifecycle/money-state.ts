import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, type MoneyState } from "@/db/schema";

/**
 * CLARIFICATIONS 57: the only moves a shipment's money makes, each from the states it may leave. Every move is one
 * conditional update, so two callers (a void and a freight post, two instances) never both move the same shipment
 * out of the same state. A refused refund ends `refund refused` whatever became of the freight (kept, or posted again
 * where a void of the old code had taken it back: `voids/post-freight-again.ts`), as long as the label is live and
 * paid. Only migrations write the column otherwise: 0018 filled it (every row with `voided_at` made `voided`), and
 * 0023 put the old code's voids whose refund was still open back to `voiding`, which the refunds job settles.
 */
const MOVES = {
  freightPosted: { from: ["label_bought", "refund_refused"], to: "freight_posted" },
  noFreight: { from: ["label_bought"], to: "no_freight" },
  voiding: { from: ["label_bought", "freight_posted", "no_freight", "refund_refused"], to: "voiding" },
  voided: { from: ["voiding"], to: "voided" },
  refundRefused: { from: ["voiding"], to: "refund_refused" },
} as const satisfies Record<string, { from: readonly MoneyState[]; to: MoneyState }>;

export type MoneyMove = keyof typeof MOVES;

/** Moves the shipments that may make this move; answers the ids that moved. */
export async function moveMoney(db: Db, shipmentIds: readonly string[], move: MoneyMove): Promise<string[]> {
  if (shipmentIds.length === 0) return [];
  const { from, to } = MOVES[move];
  const moved = await db
    .update(shipments)
    .set({ moneyState: to, moneyStateAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(shipments.id, [...shipmentIds]), inArray(shipments.moneyState, [...from])))
    .returning({ id: shipments.id });
  return moved.map((r) => r.id);
}

/** A shipment's money state as it stands now (a void may have started since the caller read the row). */
export async function moneyStateOf(db: Db, shipmentId: string): Promise<MoneyState | null> {
  const row = await db.query.shipments.findFirst({
    where: eq(shipments.id, shipmentId),
    columns: { moneyState: true },
  });
  return row?.moneyState ?? null;
}

/** Whether a void has started or finished: no freight may be posted for it (CLARIFICATIONS 57). */
export const beingVoided = (state: MoneyState | null) => state === "voiding" || state === "voided";

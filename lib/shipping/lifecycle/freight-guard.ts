import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments, type Shipment } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { beingVoided } from "./money-state";

export const FREIGHT_WHILE_VOIDING = "This label is being voided; its freight is not posted.";

/**
 * CLARIFICATIONS 57: no freight is posted for a label whose void has begun. Read from the database as it stands now,
 * after the freight's intent is held: a void that begins later finds the intent and decides its reversal after it.
 * The same guard keeps such a label from being handed out again (`message`: what is refused).
 */
export async function refuseWhileVoiding(
  db: Db,
  labelled: readonly Pick<Shipment, "id">[],
  message = FREIGHT_WHILE_VOIDING,
): Promise<void> {
  const now = await db.query.shipments.findMany({
    where: inArray(
      shipments.id,
      labelled.map((s) => s.id),
    ),
    columns: { moneyState: true },
  });
  if (now.some((s) => beingVoided(s.moneyState))) throw new ApiError({ code: "conflict", message });
}

import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { intents, type Shipment } from "@/db/schema";
import { voidKey } from "../voids/request-refund";
import { refundTaken } from "../voids/void-state";

/** What a cancelled mail says in `lastError`. */
export const CANCELLED_FOR_VOID = "Not sent: the label was voided before the mail went.";
/** What a mail held back while its label's void is unsettled says in `lastError`. */
export const HELD_FOR_VOID = "Held: the label is being voided.";

/**
 * Whether a customer mail may still go, by its label: `voided` once Shippo holds or made the refund (the mail
 * would hand the customer a refunded tracking number), `voiding` while a void is being asked or its answer is not
 * yet known (it may yet be refused, and the label ship), else null (a refused void leaves the label live).
 */
export async function labelVoidHold(
  db: Db,
  shipment: Pick<Shipment, "companyId" | "shippoTransactionId" | "refundStatus">,
): Promise<"voided" | "voiding" | null> {
  if (refundTaken(shipment.refundStatus)) return "voided";
  const open = await db.query.intents.findFirst({
    where: and(
      eq(intents.kind, "void"),
      eq(intents.key, voidKey(shipment)),
      eq(intents.state, "pending"),
      // Asked and not yet answered (in flight), or being asked now (leased); a refused void is neither.
      or(eq(intents.inFlight, true), gt(intents.leaseUntil, sql`now()`)),
    ),
    columns: { id: true },
  });
  return open ? "voiding" : null;
}

import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shipments } from "@/db/schema";
import { buyLabelForEds } from "@/tests/helpers/bought-label";
import { ATTENTION_ROWS } from "./attention-rows";

const DAY = 86_400_000;

/**
 * Two of EDS's labels bought at the run's Shippo stand-in (so Track Again and Void Again reach it), each left as time
 * would leave it: one four days old with no scan (its track moved back as well), one whose refund was refused.
 */
export async function seedNeedsAttention(db: Db) {
  const { branch, quiet, refused } = ATTENTION_ROWS;
  const old = await buyLabelForEds(db, { invoiceNumber: quiet.invoice });
  const fourDaysAgo = new Date(Date.now() - 4 * DAY);
  const moved = await fetch(
    `${process.env.SHIPPO_API_URL}/__control/tracks/${old.carrier}/${old.trackingNumber}/backdate`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ at: fourDaysAgo.toISOString() }),
    },
  );
  if (!moved.ok) throw new Error(`Shippo stand-in backdate: ${moved.status}`);
  await db
    .update(shipments)
    .set({ branch, createdAt: fourDaysAgo, moneyState: "freight_posted", moneyStateAt: fourDaysAgo })
    .where(eq(shipments.id, old.id));

  const kept = await buyLabelForEds(db, { invoiceNumber: refused.invoice });
  await db
    .update(shipments)
    .set({
      branch,
      moneyState: "refund_refused",
      moneyStateAt: new Date(Date.now() - 3_600_000),
      refundStatus: "ERROR",
      refundMessage: refused.reason,
    })
    .where(eq(shipments.id, kept.id));
}

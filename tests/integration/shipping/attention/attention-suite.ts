// Needs Attention as its screens and API clients read it, and time passing for a shipment (its rows backdated).
import { eq } from "drizzle-orm";
import { GET as attentionRoute } from "@/app/api/shipments/attention/route";
import type { Db } from "@/db/client";
import { shipments } from "@/db/schema";
import type { AttentionListDto, AttentionReason, AttentionRowDto } from "@/lib/shipping/attention/attention-dto";
import { callRoute } from "@/tests/helpers/call-route";

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** GET /api/shipments/attention with the given query (`branch=TNNA`, `companyId=…`). */
export async function attentionList(token: string, query = "") {
  const res = await callRoute(attentionRoute, { token, url: `http://localhost/api/shipments/attention?${query}` });
  return res as { status: number; json: AttentionListDto & { error?: string } };
}

/** The rows of one shipment, as the list shows them. */
export async function rowsOf(token: string, shipmentId: string, query = ""): Promise<AttentionRowDto[]> {
  const res = await attentionList(token, query);
  if (res.status !== 200) throw new Error(`attention ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json.rows.filter((r) => r.shipmentId === shipmentId);
}

/** A shipment's row for one reason, if listed (a label may have other reasons too: tracking labels no freight). */
export async function rowFor(token: string, shipmentId: string, reason: AttentionReason) {
  return (await rowsOf(token, shipmentId)).find((r) => r.reason === reason);
}

/** As though the label had been bought (or its money last moved) `ms` ago. */
export async function agoBy(db: Db, shipmentId: string, ms: number, column: "createdAt" | "moneyStateAt") {
  await db
    .update(shipments)
    .set({ [column]: new Date(Date.now() - ms) })
    .where(eq(shipments.id, shipmentId));
}

import type { Db } from "@/db/client";
import type { CloseOutManifest } from "@/db/schema";
import { findIntent, retireIntent } from "@/lib/intents/intent-rows";
import { callShippo } from "../shippo/shippo-errors";
import { shippoForCompany } from "../shippo/shippo-client";

/**
 * A manifest Shippo answered while still making it (QUEUED, no document yet), as Shippo has it now: its documents
 * once SUCCESS; once ERROR, the carrier's reason, and its intent retired (`{key}#manifest:{id}`) so the next press
 * asks for a new one. A read only: nothing is made here.
 */
export async function refreshManifest(db: Db, companyId: string, m: CloseOutManifest): Promise<CloseOutManifest> {
  if (m.state !== "made" || m.documents.length || !m.manifestId) return m;
  const shippo = await shippoForCompany(db, companyId);
  const now = await callShippo(() => shippo.manifests.get(m.manifestId!));
  if (now.status === "SUCCESS") return { ...m, documents: now.documents ?? [] };
  if (now.status !== "ERROR") return m;
  const intent = m.intentId ? await findIntent(db, { id: m.intentId }) : undefined;
  if (intent) await retireIntent(db, intent, `manifest:${m.manifestId}`);
  const reason = now.errors?.filter(Boolean).join(" ") || "the carrier did not accept the manifest.";
  return { ...m, state: "refused", manifestId: null, documents: [], reason };
}

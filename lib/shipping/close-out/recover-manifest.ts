import type { Manifest } from "shippo/models/components";
import type { Db } from "@/db/client";
import type { Intent } from "@/db/schema";
import { RecoveryImpossibleError } from "@/lib/intents/errors";
import { callShippo } from "../shippo/shippo-errors";
import { shippoForCompany } from "../shippo/shippo-client";

/** What a manifest intent made: Shippo's manifest, its state and its documents (the SCAN form). */
export type ManifestMade = { manifestId: string; status: string; documents: string[] };

export const toManifestMade = (m: Manifest): ManifestMade => ({
  manifestId: m.objectId,
  status: m.status,
  documents: m.documents ?? [],
});

const PAGE = 100;
const MAX_PAGES = 20;
const DAY_MS = 86_400_000;

type ManifestRequest = { carrierAccount: string; day: string; transactions?: string[] };

/**
 * Whether a listed manifest is the one this intent asked for: of its carrier account and day, not ERROR, and
 * covering this branch's labels. Two branches share the company's USPS account, so account and day alone would
 * take the other branch's SCAN form (issue 36); their labels never overlap. An intent written before it kept its
 * transactions is matched by account and day, as it was then.
 */
export function isManifestOf(request: ManifestRequest, m: Manifest): boolean {
  if (m.carrierAccount !== request.carrierAccount || String(m.shipmentDate).slice(0, 10) !== request.day) return false;
  if (m.status === "ERROR") return false;
  if (!request.transactions) return true;
  const ours = new Set(request.transactions);
  return (m.transactions ?? []).some((t) => ours.has(t));
}

/**
 * What an earlier manifest attempt made, from Shippo's manifests (newest first; the list takes no filter): the
 * branch's own (`isManifestOf`). A manifest for a day is made on that day (the clerk's), so once a page reaches
 * manifests made two days before it, none further back can be it: null is proof.
 */
export function manifestRecovery(db: Db) {
  return async (intent: Intent): Promise<ManifestMade | null> => {
    const request = intent.request as ManifestRequest;
    const shippo = await shippoForCompany(db, intent.companyId!);
    const before = Date.parse(`${request.day}T00:00:00Z`) - 2 * DAY_MS;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const list = await callShippo(() => shippo.manifests.list(page, PAGE));
      const results = list.results ?? [];
      const made = results.find((m) => isManifestOf(request, m));
      if (made) return toManifestMade(made);
      const oldest = results.at(-1)?.objectCreated;
      if (!list.next || !oldest || new Date(oldest).getTime() < before) return null;
    }
    throw new RecoveryImpossibleError({
      code: "service_unavailable",
      message: "Shippo lists too many manifests to find this one. Press Check Again later.",
    });
  };
}

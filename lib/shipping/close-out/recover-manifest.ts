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

/**
 * What an earlier manifest attempt made, from Shippo's manifests (newest first; the list takes no filter): one of
 * the carrier account for the intent's day that did not end in ERROR. A manifest for a day is made on that day (the
 * clerk's), so once a page reaches manifests made two days before it, none further back can be it: null is proof.
 */
export function manifestRecovery(db: Db) {
  return async (intent: Intent): Promise<ManifestMade | null> => {
    const { carrierAccount, day } = intent.request as { carrierAccount: string; day: string };
    const shippo = await shippoForCompany(db, intent.companyId!);
    const before = Date.parse(`${day}T00:00:00Z`) - 2 * DAY_MS;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const list = await callShippo(() => shippo.manifests.list(page, PAGE));
      const results = list.results ?? [];
      const made = results.find(
        (m) =>
          m.carrierAccount === carrierAccount && String(m.shipmentDate).slice(0, 10) === day && m.status !== "ERROR",
      );
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

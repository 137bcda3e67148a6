import type { Db } from "@/db/client";
import type { ShipmentAddress } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { runOnce } from "@/lib/intents/run-once";
import { callShippo } from "../shippo/shippo-errors";
import { shippoForCompany } from "../shippo/shippo-client";
import { manifestRecovery, toManifestMade, type ManifestMade } from "./recover-manifest";

export type ManifestOrder = {
  companyId: string;
  branch: string;
  day: string;
  carrierAccount: string;
  transactions: string[];
  addressFrom: ShipmentAddress;
};

/** Issue 29 point 2: one manifest per branch, carrier account and day, whoever presses Close Out and how often. */
export const manifestKey = (o: Pick<ManifestOrder, "companyId" | "branch" | "carrierAccount" | "day">) =>
  `${o.companyId}:${o.branch}:${o.carrierAccount}:${o.day}`;

/** Shippo made the manifest but the carrier refused it (ERROR): its reason, and the press may be made again. */
export function manifestRefusedError(reasons: string[] | undefined): ApiError {
  const reason = reasons?.filter(Boolean).join(" ") || "the carrier did not accept the manifest.";
  return new ApiError({
    code: "unprocessable",
    message: `Shippo refused the manifest: ${reason}`,
    details: [reason],
    refused: true,
  });
}

const address = (a: ShipmentAddress) => ({
  name: a.name ?? undefined,
  street1: a.street1 ?? undefined,
  street2: a.street2 || undefined,
  city: a.city ?? undefined,
  state: a.state ?? undefined,
  zip: a.zip ?? undefined,
  country: a.country || "US",
});

/**
 * Asks Shippo for the branch's manifest of the day (the USPS SCAN form) at most once: the intent is written before
 * the call; a second press waits for and answers the same manifest; an answer lost after Shippo made it is found
 * again among Shippo's manifests. A refusal (Shippo's 4xx, or a manifest answered ERROR) frees the key for a retry.
 */
export async function makeManifest(db: Db, order: ManifestOrder) {
  return runOnce<ManifestMade>(
    db,
    {
      kind: "manifest",
      subject: "manifest",
      key: manifestKey(order),
      companyId: order.companyId,
      // The transactions too: branches sharing a carrier account (the company's USPS) each have a manifest of the
      // day on it, and recovery tells this branch's by its labels.
      request: {
        branch: order.branch,
        day: order.day,
        carrierAccount: order.carrierAccount,
        transactions: order.transactions,
      },
    },
    {
      recover: manifestRecovery(db),
      act: async (_intent, { write }) => {
        const shippo = await shippoForCompany(db, order.companyId);
        const made = await write(async () => {
          const m = await callShippo(() =>
            shippo.manifests.create({
              carrierAccount: order.carrierAccount,
              shipmentDate: `${order.day}T23:59:59Z`,
              transactions: order.transactions,
              addressFrom: address(order.addressFrom),
              async: false,
            }),
          );
          if (m.status === "ERROR") throw manifestRefusedError(m.errors);
          return m;
        });
        return toManifestMade(made);
      },
    },
  );
}

import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { closeOuts, type CloseOut, type CloseOutManifest, type Shipment } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { IntentUnconfirmedError } from "@/lib/intents/errors";
import { logger } from "@/lib/logger";
import { rateCarrierAccounts, type RateCarrierAccount } from "../shippo/carrier-accounts";
import { createShippoClient, getCompanyShippoToken } from "../shippo/shippo-client";
import { refusalReason } from "../voids/refund-errors";
import { makeManifest } from "./make-manifest";
import { refreshManifest } from "./refresh-manifest";

/** Carriers whose labels are handed over with a manifest: USPS's SCAN form (Shippo's manifests). */
export const MANIFEST_CARRIERS = ["usps"] as const;

const intentIdOf = (err: ApiError) =>
  (err.details?.find((d) => typeof d === "object" && d !== null && "intentId" in d) as { intentId?: string })
    ?.intentId ?? null;

/** How a manifest attempt ended, as the close-out keeps it. */
function outcomeOf(base: Pick<CloseOutManifest, "carrier" | "carrierAccount">, err: unknown): CloseOutManifest {
  const none = { ...base, manifestId: null, documents: [], intentId: null };
  if (err instanceof IntentUnconfirmedError)
    return { ...none, state: "doubt", reason: err.message, intentId: intentIdOf(err) };
  if (err instanceof ApiError && err.refused) return { ...none, state: "refused", reason: refusalReason(err) };
  if (err instanceof ApiError) return { ...none, state: "failed", reason: err.message };
  logger.error({ err: String(err) }, "close-out manifest failed");
  return { ...none, state: "failed", reason: "The manifest could not be made. Press Close Out again to retry." };
}

/** A made manifest as Shippo has it now; kept as it was when Shippo cannot be read (the next press reads again). */
async function refreshedOrKept(db: Db, companyId: string, kept: CloseOutManifest): Promise<CloseOutManifest> {
  try {
    return await refreshManifest(db, companyId, kept);
  } catch (err) {
    logger.warn({ err: String(err), manifestId: kept.manifestId }, "close-out manifest not re-read");
    return kept;
  }
}

/**
 * Each manifest carrier of the close-out's labels gets its manifest, once: one already made is kept; any other is
 * asked for (again), through the carrier account the rates were bought on. What happened is kept on the close-out.
 */
export async function settleManifests(db: Db, closeOut: CloseOut, labels: Shipment[]): Promise<CloseOutManifest[]> {
  const wanted = MANIFEST_CARRIERS.filter((c) => labels.some((l) => l.carrier === c));
  if (!wanted.length) return closeOut.manifests;
  let accounts: Promise<RateCarrierAccount[]> | undefined;
  const accountOf = async (carrier: string) => {
    accounts ??= getCompanyShippoToken(db, closeOut.companyId).then((t) =>
      rateCarrierAccounts(createShippoClient(t), t),
    );
    const id = (await accounts).find((a) => a.carrier === carrier)?.id;
    if (!id)
      throw new ApiError({ code: "unprocessable", message: `No ${carrier.toUpperCase()} carrier account at Shippo.` });
    return id;
  };
  const manifests: CloseOutManifest[] = [];
  for (const carrier of wanted) {
    const kept = closeOut.manifests.find((m) => m.carrier === carrier && m.state === "made");
    if (kept) {
      manifests.push(await refreshedOrKept(db, closeOut.companyId, kept));
      continue;
    }
    const mine = labels.filter((l) => l.carrier === carrier);
    let carrierAccount = "";
    try {
      carrierAccount = await accountOf(carrier);
      const { result, intent } = await makeManifest(db, {
        companyId: closeOut.companyId,
        branch: closeOut.branch,
        day: closeOut.day,
        carrierAccount,
        transactions: mine.map((l) => l.shippoTransactionId),
        addressFrom: mine[0].addressFrom ?? {},
      });
      manifests.push({
        carrier,
        carrierAccount,
        state: "made",
        manifestId: result.manifestId,
        documents: result.documents,
        reason: null,
        intentId: intent.id,
      });
    } catch (err) {
      manifests.push(outcomeOf({ carrier, carrierAccount }, err));
    }
  }
  await db.update(closeOuts).set({ manifests }).where(eq(closeOuts.id, closeOut.id));
  return manifests;
}

import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { runOnce } from "@/lib/intents/run-once";
import { attemptedRate, labelKey, labelRequest, toLabel, type BoughtLabel } from "./bought-label";
import { labelFormatAt } from "./branch-label-format";
import { completeShipmentRecord } from "./complete-shipment-record";
import { labelFormatOf, type LabelFormat } from "./label-format";
import { labelReads } from "./label-reads";
import { multiPieceLabels, type ShipmentLabels } from "./multi-piece-labels";
import { purchaseTerms } from "./purchase-terms";
import { shipmentName, type LabelOwner } from "./record-shipment";
import { labelRecovery } from "./recover-label";
import { settledPurchases } from "./settled-purchases";
import { callShippo, transactionFailedError } from "../shippo/shippo-errors";
import { refuseWhileVoiding } from "../lifecycle/freight-guard";

export type { BoughtLabel } from "./bought-label";
export { labelKey } from "./bought-label";

export const LABEL_WHILE_VOIDING =
  "This package's label is being voided; a new label can be bought once its refund is done.";

/** The shipment records of a purchase (none when the record could not be written). */
const recordsOf = (label: BoughtLabel | ShipmentLabels) =>
  ("packages" in label ? label.packages : [label]).flatMap((l) => (l.shipmentId ? [{ id: l.shipmentId }] : []));

const wrongPackageCount = (quoted: number) =>
  new ApiError({
    code: "bad_request",
    message: `This rate is for ${quoted === 1 ? "1 package" : `${quoted} packages`}. Please Get Rates again.`,
  });

/**
 * Buys the label for the rate the user selected, at most once per (company, invoice, package): the intent is
 * written before Shippo is called; a double click or a second tab waits for and gets the same label; an answer
 * lost after the charge is found again among Shippo's transactions for that rate instead of buying again.
 * A multi-piece rate (`packages` > 1, UPS or FedEx) is one purchase of every package's label, under the first
 * package's key; Shippo answers the first label and lists the others by the rate.
 * The label is bought in `format`, else in the format of the owner's branch (read once per attempt, beside the
 * quote); the format is not part of the key: a retry of the same label is the same label whatever it is set to now.
 */
export async function buyLabel(
  db: Db,
  owner: LabelOwner,
  rateId: string,
  packages = 1,
  format?: LabelFormat,
): Promise<(BoughtLabel | ShipmentLabels) & { replayed: boolean }> {
  const reads = labelReads(db, owner.companyId);
  // Read before the intent is written, so the intent keeps what the label is bought with; a quote gone by now is
  // refused only if this attempt acts (a finished purchase answers as it was).
  const terms = await reads.quote(rateId).then(purchaseTerms, () => null);
  const { result, replayed, intent } = await runOnce<BoughtLabel | ShipmentLabels>(
    db,
    {
      kind: "label",
      subject: "label",
      key: labelKey(owner),
      companyId: owner.companyId,
      request: {
        ...labelRequest(owner, rateId),
        ...(packages > 1 ? { packages } : {}),
        ...(terms ? { purchase: terms } : {}),
      },
    },
    {
      recover: labelRecovery(db, reads),
      act: async (intent, { saveProgress, write }) => {
        const [quote, shippo, labelFileType] = await Promise.all([
          reads.quote(rateId),
          reads.shippo(),
          format ?? labelFormatAt(db, owner.companyId, owner.branch),
        ]);
        const quoted = quote.parcels?.length ?? 1;
        if (quoted !== packages) throw wrongPackageCount(quoted);
        // A retry with another rate (the first was refused) records it first, so recovery looks at the right one,
        // with what that rate's label is bought with.
        if (attemptedRate(intent) !== rateId) await saveProgress({ rateId, purchase: purchaseTerms(quote) });
        const tx = await write(async () => {
          const bought = await callShippo(() =>
            shippo.transactions.create({
              rate: rateId,
              labelFileType,
              async: false,
              // The label's reference line: what the clerk reads on the box (a manual shipment's Reference).
              metadata: `${shipmentName(owner)} #${owner.packageNumber}`.slice(0, 100),
            }),
          );
          if (bought.status !== "SUCCESS" || !bought.labelUrl)
            throw transactionFailedError(bought.status, bought.messages);
          return bought;
        });
        if (packages === 1) return toLabel(db, owner, quote, tx);
        const all = await settledPurchases(shippo, { rateId, intentId: intent.id, want: packages });
        return multiPieceLabels(db, shippo, owner, quote, all);
      },
    },
  );
  // A purchase finished without its record is finished again on every repeat until the record stands.
  const label =
    replayed && result.shipmentId === null && !("packages" in result)
      ? await completeShipmentRecord(db, owner, intent, result, reads)
      : result;
  // A label whose void has begun is not handed out again as the package's label: its refund may already be done at
  // Shippo (its answer lost, or held PENDING). The key stays taken until the refund is (CLARIFICATIONS 54, 57).
  if (replayed) await refuseWhileVoiding(db, recordsOf(label), LABEL_WHILE_VOIDING);
  return { ...withFormat(label), replayed };
}

/** A purchase finished before label formats were recorded answers PDF, as its label is. */
function withFormat(label: BoughtLabel | ShipmentLabels): BoughtLabel | ShipmentLabels {
  const known = (l: BoughtLabel): BoughtLabel => ({ ...l, labelFileType: labelFormatOf(l.labelFileType) });
  return "packages" in label ? { ...label, ...known(label), packages: label.packages.map(known) } : known(label);
}

import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/db/client";
import { companies, type Shipment } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { runOnce } from "@/lib/intents/run-once";
import { FREIGHT_DEFAULTS } from "@/lib/shipping/settings/settings-view";
import { refuseWhileVoiding } from "../lifecycle/freight-guard";
import { moveMoney } from "../lifecycle/money-state";
import { checkFiledropValues, type FiledropInput } from "./filedrop-values";
import type { postFreightSchema } from "./schemas";
import { findLabelledShipmentOrThrow } from "./find-labelled-shipment";
import { chargeFreight } from "./freight-charge";
import type { LabelFacts } from "./freight-context";
import { freightBase, freightKey, type FreightMethod, type FreightPosted } from "./freight-result";
import { filedropPieces, severalPackages } from "./several-packages";
import { postFreightLine, type FreightProgress } from "./post-freight-line";
import { freightRecovery } from "./recover-freight";
import { filedropExists, filedropKey, writeFiledrop } from "./write-filedrop";

type PostFreightInput = z.infer<typeof postFreightSchema>;
export type { FreightMethod, FreightPosted } from "./freight-result";

/**
 * POST /api/postFreight: the freight of one bought label, posted once per (company, invoice, package) by the
 * method the screen chose (else the company's default). The amount is the label's freight as first priced and kept
 * with it (`freight-charge.ts`: the company's freight rules, else the label's cost, CLARIFICATIONS 60); a customer
 * the ERP says is freight exempt (CLARIFICATIONS 61, read before any pricing; an unread one posts nothing) or a rule
 * that posts none writes nothing and the labels are `no freight`.
 * A shipment of several packages posts once, under its first package's key: the total of every package's label,
 * every tracking number in the line's comment or a [PKG] section each in the drop.
 * A retry finishes what an earlier attempt left undone; a line already on the order keeps its method.
 * A label being voided is refused (CLARIFICATIONS 57); a posting made moves its labels to `freight posted`.
 */
export async function postFreight(
  db: Db,
  params: { companyId: string; erp: () => Promise<ErpConnection>; input: PostFreightInput; facts?: LabelFacts },
): Promise<FreightPosted & { replayed: boolean }> {
  const { companyId, input } = params;
  const tracking = input.trackingNumbers ?? [input.trackingNumber];
  const [found, company] = await Promise.all([
    Promise.all(
      tracking.map((trackingNumber) =>
        findLabelledShipmentOrThrow(db, { companyId, invoiceNumber: input.invoiceNumber, trackingNumber }),
      ),
    ),
    db.query.companies.findFirst({ where: eq(companies.id, companyId), columns: { ship54Settings: true } }),
  ]);
  const freight = company?.ship54Settings.freight;
  const chosen: FreightMethod = input.method ?? freight?.defaultMethod ?? FREIGHT_DEFAULTS.defaultMethod;
  const { charge, labelled } = await chargeFreight(db, {
    companyId,
    labelled: found,
    erp: params.erp,
    facts: params.facts,
  });
  const shipment = labelled[0];
  if (!charge.post) return noFreight(db, labelled, { ...freightBase(shipment, chosen), totalFreight: 0 });
  const weight = shipment.parcel?.weight ?? input.weight;
  const actualWeight = input.actualWeight ?? weight;
  const several = labelled.length > 1 ? severalPackages(labelled) : null;
  // CLARIFICATIONS 52: refused before any intent is taken, whichever method (a retry may finish a drop).
  const drop: FiledropInput = checkFiledropValues({
    invoiceNumber: shipment.invoiceNumber,
    shipVia: input.shipVia ?? shipment.servicelevel ?? "",
    trackingNumber: input.trackingNumber,
    totalFreight: several?.totalFreight ?? charge.total,
    weight,
    actualWeight,
    ...(several ? { pieces: filedropPieces(labelled, { first: actualWeight, each: input.actualWeights }) } : {}),
  });

  const { result, replayed, intent } = await runOnce<FreightPosted>(
    db,
    {
      kind: "freight",
      subject: "freight line",
      key: freightKey(shipment),
      companyId,
      request: {
        method: chosen,
        trackingNumber: shipment.trackingNumber,
        shipmentId: shipment.id,
        ...(several ? { ...several, shipmentIds: labelled.map((s) => s.id) } : {}),
      },
    },
    {
      recover: freightRecovery(db, params.erp),
      act: async (intent, { saveProgress, write }) => {
        // Read after the intent is held: a void that starts from now on finds this posting and waits for it.
        await refuseWhileVoiding(db, labelled);
        const method: FreightMethod = intent.progress.lineAdded ? "lineitem" : chosen;
        if (method === "filedrop") {
          const fileKey = filedropKey(drop.invoiceNumber, shipment.packageNumber, drop.trackingNumber);
          await saveProgress({ method, fileKey, drop });
          await write(() => writeFiledrop(companyId, shipment.packageNumber, drop));
          return { ...freightBase(shipment, method, several), trackingNumber: input.trackingNumber, fileKey };
        }
        // The product is kept: a void's reversal credits the same one (CLARIFICATIONS 55).
        await saveProgress({ method, productId: freight?.productId ?? null });
        const conn = await params.erp();
        const done = await postFreightLine(
          conn,
          { shipment, productId: freight?.productId, several },
          intent.progress as FreightProgress,
          write,
        );
        return { ...freightBase(shipment, method, several), trackingNumber: input.trackingNumber, ...done };
      },
    },
  );
  // A drop gone from the folder before Eclipse took it is written again from what the intent kept.
  if (
    replayed &&
    result.method === "filedrop" &&
    result.fileKey &&
    !(await filedropExists(companyId, result.fileKey))
  ) {
    const kept = (intent.progress.drop as FiledropInput | undefined) ?? drop;
    await writeFiledrop(companyId, shipment.packageNumber, kept);
  }
  await moveMoney(
    db,
    labelled.map((s) => s.id),
    "freightPosted",
  );
  return { ...result, replayed };
}

/**
 * No freight to post (CLARIFICATIONS 61: an exempt customer; 60: a rule's `none`, or free at the order's total):
 * nothing is written to the ERP or the folder, and the labels are `no freight` (CLARIFICATIONS 57), unless a void
 * has begun. The charge kept with the labels says why, so a retry answers the same.
 */
async function noFreight(
  db: Db,
  labelled: Shipment[],
  posted: FreightPosted,
): Promise<FreightPosted & { replayed: boolean }> {
  await refuseWhileVoiding(db, labelled);
  await moveMoney(
    db,
    labelled.map((s) => s.id),
    "noFreight",
  );
  return { ...posted, noFreight: true, replayed: false };
}

import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { runOnce } from "@/lib/intents/run-once";
import { FREIGHT_DEFAULTS } from "@/lib/ship54/settings-view";
import { checkFiledropValues } from "../filedrop-values";
import type { postFreightSchema } from "../schemas";
import { findLabelledShipmentOrThrow } from "./find-labelled-shipment";
import { postFreightLine, type FreightProgress } from "./post-freight-line";
import { writeFiledrop } from "./write-filedrop";

type PostFreightInput = z.infer<typeof postFreightSchema>;
export type FreightMethod = "filedrop" | "lineitem";

export type FreightPosted = {
  method: FreightMethod;
  invoiceNumber: string;
  trackingNumber: string;
  totalFreight: number;
  /** filedrop: the StarShip file's key in the company's folder. */
  fileKey?: string;
  /** lineitem: the freight line is on the order and its print status is P. */
  lineAdded?: boolean;
  printed?: boolean;
};

/**
 * POST /api/postFreight: the freight of one bought label, posted once per (company, invoice, package) by the
 * method the screen chose (else the company's default). The amount is the label's cost as the server recorded it.
 * A retry finishes what an earlier attempt left undone, with the method that attempt started with.
 */
export async function postFreight(
  db: Db,
  params: { companyId: string; erp: () => Promise<ErpConnection>; input: PostFreightInput },
): Promise<FreightPosted & { replayed: boolean }> {
  const { companyId, input } = params;
  const [shipment, company] = await Promise.all([
    findLabelledShipmentOrThrow(db, { companyId, invoiceNumber: input.invoiceNumber, trackingNumber: input.trackingNumber }),
    db.query.companies.findFirst({ where: eq(companies.id, companyId), columns: { ship54Settings: true } }),
  ]);
  const freight = company?.ship54Settings.freight;
  const chosen: FreightMethod = input.method ?? freight?.defaultMethod ?? FREIGHT_DEFAULTS.defaultMethod;
  const totalFreight = shipment.costAmount ?? 0;
  const weight = shipment.parcel?.weight ?? input.weight;
  checkFiledropValues({ invoiceNumber: shipment.invoiceNumber, shipVia: input.shipVia ?? shipment.servicelevel ?? "", trackingNumber: input.trackingNumber });

  const { result, replayed } = await runOnce<FreightPosted>(
    db,
    {
      kind: "freight",
      key: `${companyId}:${shipment.invoiceNumber}:${shipment.packageNumber}`,
      companyId,
      request: { method: chosen, trackingNumber: shipment.trackingNumber, shipmentId: shipment.id },
    },
    {
      act: async (intent, { saveProgress }) => {
        // An attempt that may have posted something is finished with its own method; a refused one is not.
        const started = intent.inFlight || Boolean(intent.progress.lineAdded);
        const method = (started ? (intent.progress.method as FreightMethod | undefined) : undefined) ?? chosen;
        await saveProgress({ method });
        const base = { method, invoiceNumber: shipment.invoiceNumber, trackingNumber: input.trackingNumber, totalFreight };
        if (method === "filedrop") {
          const fileKey = await writeFiledrop(companyId, shipment.packageNumber, {
            invoiceNumber: shipment.invoiceNumber,
            shipVia: input.shipVia ?? shipment.servicelevel ?? "",
            trackingNumber: input.trackingNumber,
            totalFreight,
            weight,
            actualWeight: input.actualWeight ?? weight,
          });
          return { ...base, fileKey };
        }
        const conn = await params.erp();
        const done = await postFreightLine(
          conn,
          { shipment, productId: freight?.productId, mayHaveActed: intent.inFlight },
          intent.progress as FreightProgress,
          saveProgress,
        );
        return { ...base, ...done };
      },
    },
  );
  return { ...result, replayed };
}

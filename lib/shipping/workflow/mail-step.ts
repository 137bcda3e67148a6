import type { Db } from "@/db/client";
import type { ShipmentWorkflow } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { recordShippedMails } from "../mails/record-shipped-mails";
import type { StepOutcome } from "./step-outcome";

const SAID = {
  recorded: { state: "done", message: "The customer's shipped mail is on its way." },
  "mails off": { state: "skipped", message: null },
  "no email": { state: "skipped", message: "The ship-to has no email at the ERP: no shipped mail." },
} as const satisfies Record<string, StepOutcome>;

/** The customer's shipped mail, one per label (the sender itself retries while the mail server is down). */
export async function mailStep(db: Db, wf: ShipmentWorkflow, erp: () => Promise<ErpConnection>): Promise<StepOutcome> {
  const outcome = await recordShippedMails(
    db,
    { companyId: wf.companyId, invoiceNumber: wf.invoiceNumber, poNumber: wf.poNumber, connect: erp },
    wf.shipmentIds,
  );
  return SAID[outcome];
}

import type { Db } from "@/db/client";
import type { ShipmentWorkflow } from "@/db/schema";
import { rememberLastBox } from "../boxes/customer-last-box";
import type { StepOutcome } from "./step-outcome";

/** The customer's box: their next order opens with the preset this one was packed in. */
export async function boxStep(db: Db, wf: ShipmentWorkflow): Promise<StepOutcome> {
  if (!wf.box) return { state: "skipped", message: null };
  await rememberLastBox(db, { companyId: wf.companyId, ...wf.box });
  return { state: "done", message: null };
}

import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { shipmentWorkflows, type ShipmentWorkflow } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

export const workflowIdSchema = z.uuid({ error: "Unknown shipment." });

/** The company's workflow, or 404 (another company's is as unknown as none). */
export async function getWorkflowOrThrow(db: Db, p: { companyId: string; id: string }): Promise<ShipmentWorkflow> {
  const wf = await db.query.shipmentWorkflows.findFirst({
    where: and(eq(shipmentWorkflows.id, p.id), eq(shipmentWorkflows.companyId, p.companyId)),
  });
  if (!wf) throw new ApiError({ code: "not_found", message: "Unknown shipment." });
  return wf;
}

/** Due and held by no runner: the instance that ran it went away, or a step waits to be tried again. */
export const isDue = (wf: ShipmentWorkflow, now = new Date()) =>
  wf.state === "running" && wf.nextRunAt <= now && (!wf.leaseUntil || wf.leaseUntil < now);

import { randomUUID } from "node:crypto";
import type { Db } from "@/db/client";
import type { ShipmentWorkflow, WorkflowStepName, WorkflowSteps } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { boxStep } from "./box-step";
import { freightStep } from "./freight-step";
import { mailStep } from "./mail-step";
import { failedStep, type StepOutcome } from "./step-outcome";
import { claimWorkflow, releaseWorkflow, saveSteps } from "./workflow-lease";
import { workflowErp } from "./workflow-erp";
import { openSteps, retryDelayMs, settledSteps } from "./workflow-steps";

type Step = (db: Db, wf: ShipmentWorkflow, erp: () => Promise<ErpConnection>) => Promise<StepOutcome>;
const STEPS: Record<WorkflowStepName, { run: Step; what: string }> = {
  freight: { run: freightStep, what: "The freight post" },
  mail: { run: mailStep, what: "The shipped mail" },
  box: { run: (db, wf) => boxStep(db, wf), what: "Remembering the customer's box" },
};

export type WorkflowRun = { ran: boolean; settled: boolean };

/**
 * Runs what is left of a shipment's workflow (CLARIFICATIONS 56), in order: freight, mail, box. One runner at a
 * time across instances (a lease); each step's outcome is kept as soon as it is known; a step that may pass (a
 * doubt, an ERP time-out) waits and the workflow is due again later (the resume job picks it up, whatever instance
 * bought the label and whether or not it is still up). Each step is once on its own (intents, unique rows).
 */
export async function runShipmentWorkflow(db: Db, workflowId: string, again = 2): Promise<WorkflowRun> {
  const runnerId = randomUUID();
  const wf = await claimWorkflow(db, workflowId, runnerId);
  if (!wf) return { ran: false, settled: false };
  const steps: WorkflowSteps = { ...wf.steps };
  const erp = workflowErp(db, wf);
  let retryMs = 0;
  let released = { rearmed: false };
  try {
    for (const name of openSteps(steps)) {
      const tries = steps[name].tries + 1;
      let outcome: StepOutcome;
      try {
        outcome = await STEPS[name].run(db, wf, erp);
      } catch (err) {
        outcome = failedStep(err, tries, STEPS[name].what);
        if (outcome.state === "waiting") retryMs = Math.max(retryMs, retryDelayMs(tries));
      }
      steps[name] = { ...outcome, tries };
      await saveSteps(db, wf.id, runnerId, steps);
    }
  } finally {
    released = await releaseWorkflow(db, wf.id, runnerId, { steps, retryMs });
  }
  // Asked for again while this run held it: the press's own run could not take it, so this one runs it now.
  if (released.rearmed && again > 0) return runShipmentWorkflow(db, workflowId, again - 1);
  return { ran: true, settled: settledSteps(steps) && !released.rearmed };
}

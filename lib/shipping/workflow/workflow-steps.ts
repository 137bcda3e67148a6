import type { WorkflowStep, WorkflowStepName, WorkflowSteps } from "@/db/schema";
import { WORKFLOW_STEPS } from "@/db/schema";

const waiting = (): WorkflowStep => ({ state: "waiting", message: null, tries: 0 });
const skipped = (message: string | null = null): WorkflowStep => ({ state: "skipped", message, tries: 0 });

/** A new workflow's steps: Manual Ship has no invoice, so no freight, no customer mail and no customer's box. */
export function firstSteps(plan: { freight: boolean; mail: boolean; box: boolean }): WorkflowSteps {
  return {
    freight: plan.freight ? waiting() : skipped(),
    mail: plan.mail ? waiting() : skipped(),
    box: plan.box ? waiting() : skipped(),
  };
}

/** Asked for again (Ship Package pressed again, Retry Failed, Post Freight): a step that failed runs once more. */
export function rearmed(steps: WorkflowSteps): WorkflowSteps {
  const out = { ...steps };
  for (const name of WORKFLOW_STEPS) if (out[name].state === "failed") out[name] = { ...out[name], state: "waiting" };
  return out;
}

export const isOpen = (step: WorkflowStep) => step.state === "waiting";
export const settledSteps = (steps: WorkflowSteps) => WORKFLOW_STEPS.every((n) => !isOpen(steps[n]));
export const openSteps = (steps: WorkflowSteps): WorkflowStepName[] => WORKFLOW_STEPS.filter((n) => isOpen(steps[n]));

/** How long a step that may pass waits before the next try: 15 s doubling, at most 10 minutes. */
export const retryDelayMs = (tries: number) => Math.min(15_000 * 2 ** Math.max(0, tries - 1), 600_000);

/** A step still failing after this many tries waits for a person (Needs Attention) rather than the clock. */
export const MAX_TRIES = 12;

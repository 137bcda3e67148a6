import type { WorkflowStep } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { IntentUnconfirmedError } from "@/lib/intents/errors";
import { logger } from "@/lib/logger";
import { MAX_TRIES } from "./workflow-steps";

export type StepOutcome = Pick<WorkflowStep, "state" | "message">;

/** Answers a person must act on (the ERP or Shippo refused, the session ended); the clock alone will not mend them. */
const FOR_A_PERSON = new Set(["bad_request", "unauthorized", "forbidden", "not_found", "unprocessable"]);

/**
 * What a step's failure means for the workflow. A doubt (CLARIFICATIONS 53), a busy intent, a time-out or an outside
 * service down may pass: the step waits and is tried again (its intent recovers before it acts). A refusal waits
 * for a person, and so does a step that kept failing.
 */
export function failedStep(err: unknown, tries: number, what: string): StepOutcome {
  const mayPass = !(err instanceof ApiError) || err instanceof IntentUnconfirmedError || !FOR_A_PERSON.has(err.code);
  const message = err instanceof ApiError ? err.message : `${what} failed; it is tried again.`;
  if (!(err instanceof ApiError)) logger.error({ err: String(err), step: what }, "shipment workflow step failed");
  if (mayPass && tries < MAX_TRIES) return { state: "waiting", message };
  return { state: "failed", message };
}

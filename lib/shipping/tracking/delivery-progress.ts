// Type imports only: the public tracking page's progress line runs in the browser.
import type { InternalStatus } from "./internal-status";

/** The progress line of a shipment, in order (issue 28). */
export const PROGRESS_STEPS = ["Label", "Shipped", "In transit", "Out for delivery", "Delivered"] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

const STEP_OF: Partial<Record<InternalStatus, number>> = {
  CREATED: 0,
  LABEL_PURCHASED: 0,
  SHIPPED: 1,
  IN_TRANSIT: 2,
  OUT_FOR_DELIVERY: 3,
  DELIVERED: 4,
};

/**
 * The index of the step a shipment is at, or null when it left the line (a delivery problem, returned, voided):
 * those have no place between label and delivered, so the line marks none and the status says what happened.
 */
export function progressStepIndex(status: string | null | undefined): number | null {
  return STEP_OF[status as InternalStatus] ?? null;
}

export type ProgressState = "done" | "current" | "upcoming";

/** Each step with its state: the ones before the current step done, the current one, the rest upcoming. */
export function progressLine(status: string | null | undefined): { step: ProgressStep; state: ProgressState }[] {
  const at = progressStepIndex(status);
  return PROGRESS_STEPS.map((step, i) => ({
    step,
    state: at === null || i > at ? "upcoming" : i === at ? "current" : "done",
  }));
}

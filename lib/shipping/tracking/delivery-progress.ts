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
 * those have no place between label and delivered; `progressLine` shows where a stopped one got to.
 */
export function progressStepIndex(status: string | null | undefined): number | null {
  return STEP_OF[status as InternalStatus] ?? null;
}

export type ProgressState = "done" | "current" | "upcoming" | "stopped";

/** The step each of Shippo's event statuses (and substatus codes) shows the shipment had reached. */
const STEP_OF_EVENT: Record<string, number> = {
  PRE_TRANSIT: 0,
  PACKAGE_ACCEPTED: 1,
  TRANSIT: 2,
  IN_TRANSIT: 2,
  OUT_FOR_DELIVERY: 3,
  DELIVERED: 4,
};

/** A delivery problem or a return stopped the shipment; a voided label never set out, so its line stays empty. */
const STOPPED: readonly string[] = ["EXCEPTION", "RETURNED"];

/**
 * Each step with its state: the ones before the current step done, the current one, the rest upcoming. A shipment
 * stopped by a problem or a return shows how far it got (its events say; at least its label) and where it stopped,
 * so a Delivery problem is never a line of grey dots.
 */
export function progressLine(
  status: string | null | undefined,
  events: readonly (string | null | undefined)[] = [],
): { step: ProgressStep; state: ProgressState }[] {
  const at = progressStepIndex(status);
  if (at === null && status && STOPPED.includes(status)) {
    const reached = Math.max(0, ...events.map((e) => STEP_OF_EVENT[(e ?? "").toUpperCase()] ?? 0));
    return PROGRESS_STEPS.map((step, i) => ({
      step,
      state: i < reached ? "done" : i === reached ? "stopped" : "upcoming",
    }));
  }
  return PROGRESS_STEPS.map((step, i) => ({
    step,
    state: at === null || i > at ? "upcoming" : i === at ? "current" : "done",
  }));
}

// The Shipment Dashboard's print review holds (issue 27): an order whose PRINT.REVIEW status is one of the company's
// hold values asks first (warn) or cannot ship (prevent). Pure and browser-safe: the screen, the queue and the label
// purchase route all decide with it.

import { matchingValue } from "./value-pattern";

export type HoldSettings = { values: readonly string[]; policy: "warn" | "prevent" };

/** The hold value that holds this status, or null: `X*` holds every status starting with X, `X` only X itself. */
export const matchingHold = (status: string | null | undefined, values: readonly string[]): string | null =>
  matchingValue(status, values);

/** What opening an order does: refuse it (prevent), ask first (warn), or open its shipment preparation. */
export function holdAction(status: string | null | undefined, settings: HoldSettings): "block" | "warn" | "open" {
  if (matchingHold(status, settings.values) === null) return "open";
  return settings.policy === "prevent" ? "block" : "warn";
}

/** Prevent's answer, said by the dashboard's dialog and by the label purchase it refuses. */
export function holdPreventedMessage(invoiceNumber: string, status: string): string {
  return `Invoice ${invoiceNumber} is on hold in print review (${status.trim()}). It cannot be shipped until the hold is released.`;
}

/** Warn's question. */
export function holdWarningMessage(invoiceNumber: string, status: string): string {
  return `Invoice ${invoiceNumber} is on hold in print review (${status.trim()}). Continue with shipment?`;
}

import type { TrackedShipment } from "./use-invoice-tracking";

/** Ship To as one line: name, city, state (the public answer has no street). */
export function shipToText(s: Pick<TrackedShipment, "address_to">): string {
  return [s.address_to.name, s.address_to.city, s.address_to.state].filter(Boolean).join(", ");
}

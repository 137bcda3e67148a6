"use client";

import { apiFetch } from "@/lib/api-client/api-fetch";
import type { FreightProduct } from "@/lib/shipping/freight/get-freight-product";
import type { OrderDetails } from "@/lib/shipping/desk/get-order-details";
import type { ShipToCheckDto } from "@/lib/shipping/labels/ship-to-check-dto";

export type OrderForShipping = {
  order: OrderDetails;
  freight: { defaultMethod: "filedrop" | "lineitem"; product: FreightProduct | null };
  /** The ship-to's check the server kept for the invoice (a reload), or null: the screen asks for it. */
  shipToCheck: ShipToCheckDto | null;
};

// One read in flight per invoice, started by the dashboard as it opens the invoice: the ERP reads then overlap the
// page change instead of following it. Taken once; the screen reads afresh on any later visit.
const pending = new Map<string, Promise<OrderForShipping>>();

const url = (invoice: string) => `/api/ship-station/orders/${encodeURIComponent(invoice)}`;

/** Starts reading an invoice for shipment preparation (the dashboard calls this just before it navigates). */
export function prefetchOrderDetails(invoice: string) {
  const read = apiFetch<OrderForShipping>(url(invoice));
  read.catch(() => undefined);
  pending.set(invoice.toUpperCase(), read);
}

/** The prefetched read of this invoice, if there is one, else a new read. */
export function readOrderDetails(invoice: string, signal: AbortSignal): Promise<OrderForShipping> {
  const key = invoice.toUpperCase();
  const prefetched = pending.get(key);
  pending.delete(key);
  return prefetched ?? apiFetch<OrderForShipping>(url(invoice), { signal });
}

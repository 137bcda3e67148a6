// The customers of the invoices a shipping queue listed, so an invoice opened from the queue reads its customer's
// shipping facts beside its order instead of after it (one ERP round trip less a package). Only a hint: the order
// read decides whose facts are shown, and facts read for another customer are dropped. Per process and bounded,
// as `reference-cache.ts`: an instance that did not list the queue reads the two in turn, as without it.

export type CustomerIds = { shipToId: string | null; billToId: string | null };

const TTL_MS = 30 * 60_000;
const MAX_ENTRIES = 5_000;
const entries = new Map<string, { ids: CustomerIds; expires: number }>();

const keyOf = (origin: string, invoiceNumber: string) => `${origin} ${invoiceNumber.toUpperCase()}`;

/** Notes each listed invoice's ship-to and bill-to (of the ERP environment at `origin`). */
export function rememberQueueCustomers(origin: string, listed: { invoiceNumber: string; ids: CustomerIds }[]): void {
  if (entries.size + listed.length > MAX_ENTRIES) entries.clear();
  const expires = Date.now() + TTL_MS;
  for (const { invoiceNumber, ids } of listed) entries.set(keyOf(origin, invoiceNumber), { ids, expires });
}

/** The customers a queue last listed for this invoice, if it did within the last half hour. */
export function queueCustomers(origin: string, invoiceNumber: string): CustomerIds | undefined {
  const hit = entries.get(keyOf(origin, invoiceNumber));
  return hit && hit.expires > Date.now() ? hit.ids : undefined;
}

export const sameCustomers = (a: CustomerIds, b: CustomerIds) => a.shipToId === b.shipToId && a.billToId === b.billToId;

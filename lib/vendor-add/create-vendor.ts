import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { createVendor, listVendors } from "@/lib/erp/resources/vendors";
import type { Vendor, VendorCreate } from "@/lib/erp/schemas/vendor";
import type { Intent } from "@/db/schema";
import { createOnce, createRecovery } from "@/lib/erp-writes/create-once";
import type { WriteScope } from "@/lib/erp-writes/write-scope";

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toUpperCase() === (b ?? "").trim().toUpperCase();

/** Vendors the ERP holds with this vendor's index (the ERP keeps an index once) and, for a ship-from, its pay-to. */
async function sameVendors(conn: ErpConnection, vendor: VendorCreate): Promise<Vendor[]> {
  const index = vendor.nameIndex?.trim() ?? "";
  if (!index) return [];
  const { results } = await listVendors(conn, { keyword: index, pageSize: 100 });
  return results.filter((v) => same(v.nameIndex, index) && (vendor.isPayTo || same(v.payToId, vendor.payToId)));
}

/** Creates one vendor once per form submission: double clicks and retries after a lost answer give one vendor. */
export function createVendorOnce(scope: WriteScope, input: { idempotencyKey: string; vendor: VendorCreate }) {
  const { vendor } = input;
  return createOnce<Vendor>(scope, {
    kind: "erp-vendor",
    idempotencyKey: input.idempotencyKey,
    content: vendor,
    request: { vendor },
    findSame: () => sameVendors(scope.conn, vendor),
    create: () => createVendor(scope.conn, vendor),
  });
}

/** Check Again: the vendor an intent's lost attempt made, found from what the intent kept. */
export function vendorRecovery(conn: ErpConnection) {
  return (intent: Intent) => createRecovery(() => sameVendors(conn, intent.request.vendor as VendorCreate))(intent);
}

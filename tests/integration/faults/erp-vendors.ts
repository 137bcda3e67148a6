// The vendor the ERP fault tests write: a new pay-to as the Vendor Add screen builds it, under a name no other
// test uses, and the ERP's own view of the vendors under that name (what was really written there).
import { and, eq, like } from "drizzle-orm";
import { POST as proxy } from "@/app/api/erp-proxy/route";
import { POST as vendorAdd } from "@/app/api/vendor-add/route";
import { intents } from "@/db/schema";
import type { Vendor } from "@/lib/erp/schemas/vendor";
import { newPayToForm, vendorEntity } from "@/lib/vendor-add/vendor-form";
import { CONTACTS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import type { setupErpWriteSuite } from "@/tests/helpers/erp-write-suite";
import type { ErpClient } from "@/tests/integration/sim-erp/helpers";

let n = 0;

export function newPayTo(prefix: string) {
  const name = `${prefix} ${Date.now() % 100000} ${++n}`;
  return vendorEntity(
    {
      ...newPayToForm(),
      name,
      nameIndex: name,
      sortBy: name.slice(0, 12),
      addressLine1: "1 DOCK ST",
      city: "MOBILE",
      state: "AL",
      postalCode: "36602",
      type: "INV",
    },
    "payTo",
  );
}

export const formKey = () => `fault-form-${Date.now()}-${++n}`.padEnd(16, "x");

export async function vendorsNamed(erp: ErpClient, nameIndex: string): Promise<Vendor[]> {
  const { results } = await erp.json<{ results: Vendor[] }>(
    `/Vendors?keyword=${encodeURIComponent(nameIndex)}&pageSize=100`,
  );
  return results.filter((v) => v.nameIndex === nameIndex);
}

/** The calls both ERP fault suites make as staff: a contact search, a Vendor Add, and the intents a key names. */
export function faultCalls(suite: ReturnType<typeof setupErpWriteSuite>) {
  return {
    searchContacts: () =>
      callRoute(proxy, {
        body: { method: "GET", url: "/Contacts", params: { keyword: CONTACTS.unique.lastName } },
        token: suite.staff,
      }),
    addVendor: (body: unknown) => callRoute(vendorAdd, { body, token: suite.staff }),
    intentsOf: (kind: string, keyPart: string) =>
      suite.env.db
        .select()
        .from(intents)
        .where(and(eq(intents.kind, kind), like(intents.key, `%${keyPart}%`))),
  };
}

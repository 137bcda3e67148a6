import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getCustomer } from "@/lib/erp/resources/customers";
import { getSalesOrder } from "@/lib/erp/resources/sales-orders";
import { customerFactsSchema, type ErpCustomerFacts } from "@/lib/erp/schemas/customer-facts";
import { customerCarrierAccount, type CustomerFacts } from "./customer-facts-dto";
import { pickGeneration } from "./pick-generation";

export type { CustomerFacts } from "./customer-facts-dto";

/**
 * An invoice's customer facts: the ship-to's own, each fact it says nothing of taken from its bill-to (an account's
 * freight exemption or carrier account usually sits on the bill-to, a residence on the ship-to). Both records are
 * read with GET /Customers/{id} (spec 2's call), at once.
 */
export async function readCustomerFacts(
  conn: ErpConnection,
  ids: { shipToId: string | null; billToId: string | null },
): Promise<CustomerFacts> {
  const distinct = [...new Set([ids.shipToId, ids.billToId].filter((id): id is string => Boolean(id)))];
  const records = await Promise.all(distinct.map((id) => getCustomer(conn, id)));
  const facts = records.map((r) => customerFactsSchema.parse(r));
  const first = <K extends keyof ErpCustomerFacts>(key: K) => facts.map((f) => f[key]).find((v) => v !== null) ?? null;
  const account = first("carrierAccount");
  return {
    residential: first("residential"),
    freightExempt: first("freightExempt"),
    insuranceRequired: first("insuranceRequired"),
    carrierAccount: account ? customerCarrierAccount(account) : null,
  };
}

/** The facts of an invoice's customer, read afresh (the freight step: whatever the screen showed hours ago). */
export async function invoiceCustomerFacts(conn: ErpConnection, invoiceNumber: string): Promise<CustomerFacts> {
  const g = pickGeneration(await getSalesOrder(conn, invoiceNumber));
  return readCustomerFacts(conn, { shipToId: g.shipToId ?? null, billToId: g.billToId ?? null });
}

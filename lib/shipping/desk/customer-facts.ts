import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getCustomer } from "@/lib/erp/resources/customers";
import type { SalesOrder } from "@/lib/erp/schemas/sales-order";
import { customerFactsSchema, type ErpCustomerFacts } from "@/lib/erp/schemas/customer-facts";
import { customerCarrierAccount, type CustomerFacts } from "./customer-facts-dto";
import { pickGeneration } from "./pick-generation";

export type { CustomerFacts } from "./customer-facts-dto";

/** How a customer record is read: GET /Customers/{id}, or `customerRecordsOnce`'s for many invoices. */
export type CustomerRecords = (id: string) => Promise<unknown>;

/**
 * Each customer read once, however many invoices name it (a batch's review: one customer's twenty invoices, one
 * read of its record). A failed read stays failed for the review: its invoices' facts are all unknown alike.
 */
export function customerRecordsOnce(conn: ErpConnection): CustomerRecords {
  const reads = new Map<string, Promise<unknown>>();
  return (id) => {
    if (!reads.has(id)) reads.set(id, getCustomer(conn, id));
    return reads.get(id)!;
  };
}

/**
 * An invoice's customer facts: the ship-to's own, each fact it says nothing of taken from its bill-to (an account's
 * freight exemption or carrier account usually sits on the bill-to, a residence on the ship-to). Both records are
 * read with GET /Customers/{id} (spec 2's call), at once.
 */
export async function readCustomerFacts(
  conn: ErpConnection,
  ids: { shipToId: string | null; billToId: string | null },
  records: CustomerRecords = (id) => getCustomer(conn, id),
): Promise<CustomerFacts> {
  const distinct = [...new Set([ids.shipToId, ids.billToId].filter((id): id is string => Boolean(id)))];
  const read = await Promise.all(distinct.map(records));
  const facts = read.map((r) => customerFactsSchema.parse(r));
  const first = <K extends keyof ErpCustomerFacts>(key: K) => facts.map((f) => f[key]).find((v) => v !== null) ?? null;
  const account = first("carrierAccount");
  return {
    residential: first("residential"),
    freightExempt: first("freightExempt"),
    insuranceRequired: first("insuranceRequired"),
    carrierAccount: account ? customerCarrierAccount(account) : null,
  };
}

/** The facts of the customer of an order already read (the generation the desk would ship). */
export async function orderCustomerFacts(conn: ErpConnection, order: SalesOrder): Promise<CustomerFacts> {
  const g = pickGeneration(order);
  return readCustomerFacts(conn, { shipToId: g.shipToId ?? null, billToId: g.billToId ?? null });
}

import { ApiError } from "@/lib/errors/api-error";
import type { Claims } from "@/lib/auth/claims";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getBranch } from "@/lib/erp/resources/branches";
import { getCustomer } from "@/lib/erp/resources/customers";
import { getSalesOrder } from "@/lib/erp/resources/sales-orders";
import { logger } from "@/lib/logger";
import { listAccessibleBranches } from "./accessible-branches";
import { readCustomerFacts, type CustomerFacts, type CustomerRecords } from "./customer-facts";
import { pickGeneration } from "./pick-generation";
import { queueCustomers, sameCustomers } from "./queue-customers";
import { cachedReference } from "./reference-cache";
import { customerAddress, shipAddress, type ShipAddress } from "./ship-address";

export type OrderDetails = {
  invoiceNumber: string;
  orderId: string;
  /** The bill-to customer: whose last box the screen offers (lib/shipping/boxes). */
  customerId: string | null;
  shipBranch: string | null;
  shipDate: string | null;
  poNumber: string | null;
  salesTotal: number | null;
  balanceDue: number | null;
  writer: string | null;
  shipVia: string | null;
  termsCode: string | null;
  printStatus: string | null;
  shippingInstructions: string | null;
  shipTo: ShipAddress;
  /** The branch's address; null when it could not be read (spec 2 section 8: only logged). */
  shipFrom: ShipAddress | null;
  /** The invoice's lines as a batch weighs them (CLARIFICATIONS 63): the ERP's product id and the quantity. */
  lines: { productId: string | null; quantity: number | null }[];
  /**
   * The customer's shipping facts (CLARIFICATIONS 61), read for the preparation screen and a batch's review; null when
   * they were not asked for or could not be read (only logged: the screen and the review show them as unknown).
   */
  customerFacts: CustomerFacts | null;
};

/** The customer's facts, or null when the ERP would not give them (the order still opens). */
async function factsOrNull(
  conn: ErpConnection,
  ids: { shipToId: string | null; billToId: string | null },
  records?: CustomerRecords,
) {
  try {
    return await readCustomerFacts(conn, ids, records);
  } catch (err) {
    logger.warn({ ...ids, err: String(err) }, "customer shipping facts not read");
    return null;
  }
}

/** The branch's address: its entity read as a customer (INTEGRATIONS 3.12); null when it cannot be read (only logged). */
export async function readShipFrom(conn: ErpConnection, branch: string | null): Promise<ShipAddress | null> {
  if (!branch) return null;
  try {
    return await cachedReference(`${conn.origin}:ship-from:${branch}`, async () => {
      const { branchEntityId } = await getBranch(conn, branch);
      return branchEntityId ? customerAddress(await getCustomer(conn, branchEntityId)) : null;
    });
  } catch (err) {
    logger.warn({ branch, err: String(err) }, "ship-from address not read");
    return null;
  }
}

/**
 * What the preparation screen shows for one invoice (spec 2 "Order details"): the order facts, the ship-to, the
 * read-only shipping instructions and the ship-from (the branch's entity read as a customer), and with `facts` the
 * customer's shipping facts (read beside the ship-from; through `customers` when given, a review's reads of each
 * customer once). The order's branch must be one of the user's.
 */
export async function getOrderDetails(
  conn: ErpConnection,
  claims: Claims,
  invoiceNumber: string,
  options: { facts?: boolean; customers?: CustomerRecords } = {},
): Promise<OrderDetails> {
  // An invoice a queue listed: its customers' records are read beside the order (a batch's review reads each
  // customer once through `customers` instead). Dropped below when the order names other customers.
  const hinted = options.facts && !options.customers ? queueCustomers(conn.origin, invoiceNumber) : undefined;
  const early = hinted && { ids: hinted, facts: factsOrNull(conn, hinted) };
  const [order, access] = await Promise.all([getSalesOrder(conn, invoiceNumber), listAccessibleBranches(conn, claims)]);
  const g = pickGeneration(order);
  const branch =
    (g.shipBranch ?? (typeof order.shipBranch === "string" ? order.shipBranch : null))?.toUpperCase() ?? null;
  if (branch && !access.branches.includes(branch)) {
    throw new ApiError({
      code: "forbidden",
      message: `Invoice ${invoiceNumber} ships from branch ${branch}, which is not one of your branches.`,
    });
  }
  const customers = { shipToId: g.shipToId ?? null, billToId: g.billToId ?? null };
  const [shipFrom, customerFacts] = await Promise.all([
    readShipFrom(conn, branch),
    options.facts
      ? early && sameCustomers(early.ids, customers)
        ? early.facts
        : factsOrNull(conn, customers, options.customers)
      : null,
  ]);
  return {
    invoiceNumber: g.fullInvoiceID ?? g.invoiceNumber ?? order.id,
    orderId: order.id,
    customerId: g.billToId ?? null,
    shipBranch: branch,
    shipDate: g.shipDate ?? null,
    poNumber: g.poNumber ?? null,
    salesTotal: g.salesTotal?.value ?? null,
    balanceDue: g.balanceDue?.value ?? null,
    writer: g.writer ?? null,
    shipVia: g.shipVia ?? null,
    termsCode: g.termsCode ?? null,
    printStatus: g.printStatus ?? null,
    shippingInstructions: g.shippingInstructions ?? null,
    shipTo: shipAddress({
      name: g.shipToName,
      street1: g.shippingAddressLine1,
      street2: g.shippingAddressLine2,
      city: g.shippingCity,
      state: g.shippingState,
      zip: g.postalCode,
    }),
    shipFrom,
    lines: (g.lineItems ?? []).map(({ lineItemProduct: p }) => ({
      productId: p?.productId === null || p?.productId === undefined ? null : String(p.productId),
      quantity: p?.quantity ?? null,
    })),
    customerFacts,
  };
}

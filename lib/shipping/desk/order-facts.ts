import type { OrderFacts } from "../rules/schemas";
import type { OrderDetails } from "./get-order-details";

/**
 * What the company's shipping rules read of an invoice's order (CLARIFICATIONS 59), as the desk and a batch read it
 * from the ERP; the ship-to's state and the weight come with the rates request.
 */
export function orderFactsOf(
  order: Pick<OrderDetails, "shipBranch" | "customerId" | "shipVia" | "salesTotal">,
): OrderFacts {
  return {
    branch: order.shipBranch,
    customerId: order.customerId,
    shipVia: order.shipVia,
    orderTotal: order.salesTotal,
  };
}

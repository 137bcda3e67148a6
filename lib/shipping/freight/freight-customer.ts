import type { ErpConnection } from "@/lib/erp/erp-fetch";
import type { SalesOrder } from "@/lib/erp/schemas/sales-order";
import { ApiError } from "@/lib/errors/api-error";
import { orderCustomerFacts, type CustomerFacts } from "../desk/customer-facts";

/** Said when the ERP would not give the facts a posting needs: nothing was posted, and nothing was guessed. */
export const freightFactsNotRead = (invoiceNumber: string) =>
  `The ERP did not give the customer's shipping facts for invoice ${invoiceNumber}, so it is not known whether the customer is freight exempt: no freight was posted. Please try again.`;

/**
 * The customer's facts as a freight posting reads them (CLARIFICATIONS 61: an exempt customer posts none), from the
 * ERP now, with the desk's own reader. A read that fails never posts on a guess: the ERP's session ending is said
 * as it is (401), a time-out or an ERP down keeps its 504 or 503, anything else is a 502; all before any intent is
 * taken, so a retry simply reads again.
 */
export async function freightCustomerFacts(
  conn: ErpConnection,
  order: SalesOrder,
  invoiceNumber: string,
): Promise<CustomerFacts> {
  try {
    return await orderCustomerFacts(conn, order);
  } catch (err) {
    if (err instanceof ApiError && err.code === "unauthorized") throw err;
    const kept = err instanceof ApiError && (err.code === "gateway_timeout" || err.code === "service_unavailable");
    throw new ApiError({
      code: kept ? (err as ApiError).code : "bad_gateway",
      message: freightFactsNotRead(invoiceNumber),
      upstreamStatus: err instanceof ApiError ? err.upstreamStatus : undefined,
    });
  }
}

import { INVOICE_PAGE_SIZE } from "./constants";

/**
 * The list call's params for one page (spec 2 section 7). The ERP's startIndex is 1-based (ERP contract, sim/erp/README.md):
 * page 2 starts at 26, so no order is shown on two pages.
 */
export function invoiceListParams(shipToId: string, page: number) {
  return {
    ShipTo: shipToId,
    OrderStatus: "Invoice",
    includeTotalItems: true,
    sort: "-shipDate",
    startIndex: (page - 1) * INVOICE_PAGE_SIZE + 1,
    pageSize: INVOICE_PAGE_SIZE,
  } as const;
}

/** Next is enabled only when the ERP sent back a full page (spec 2 section 4). */
export function hasNextPage(ordersOnPage: number): boolean {
  return ordersOnPage >= INVOICE_PAGE_SIZE;
}

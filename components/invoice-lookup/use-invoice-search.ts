"use client";

import { useCallback, useRef, useState } from "react";
import { erpProxy } from "@/lib/api-client/api-fetch";
import type { SalesOrder } from "@/lib/erp/schemas/sales-order";
import { invoiceListParams } from "@/lib/invoice-lookup/invoice-page";
import { invoiceRows, type InvoiceRow } from "@/lib/invoice-lookup/invoice-rows";
import { INVOICE_LOOKUP_MESSAGES as MSG } from "@/lib/invoice-lookup/messages";

type ListAnswer = { results?: Pick<SalesOrder, "id" | "generations">[] };

export type InvoicePage = { shipToId: string; page: number; rows: InvoiceRow[]; ordersOnPage: number };

/**
 * One page of a ship-to's invoices through the ERP proxy. A newer search wins over an older one still in flight,
 * so a slow first answer never replaces the page the user asked for last.
 */
export function useInvoiceSearch() {
  const [result, setResult] = useState<InvoicePage | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const search = useCallback(async (rawShipToId: string, page = 1) => {
    const shipToId = rawShipToId.trim();
    if (!shipToId) {
      setError(MSG.emptyShipTo);
      return;
    }
    const mine = ++latest.current;
    setLoading(true);
    setError(null);
    try {
      const answer = await erpProxy<ListAnswer>({
        method: "GET",
        url: "/SalesOrders",
        params: invoiceListParams(shipToId, page),
      });
      if (mine !== latest.current) return;
      const orders = answer.results ?? [];
      const rows = invoiceRows(orders, shipToId);
      setResult({ shipToId, page, rows, ordersOnPage: orders.length });
      if (rows.length === 0) setError(MSG.noneFor(shipToId));
    } catch (err) {
      if (mine !== latest.current) return;
      console.error("Invoice fetch failed", err);
      setResult({ shipToId, page, rows: [], ordersOnPage: 0 });
      setError(MSG.fetchFailed);
    } finally {
      if (mine === latest.current) setLoading(false);
    }
  }, []);

  return { result, loading, error, search };
}

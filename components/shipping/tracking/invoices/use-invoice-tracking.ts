"use client";

import { useCallback, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { trackInvoice } from "@/lib/shipping/tracking/invoices/track-invoice";
import { INVOICE_MSG } from "@/lib/shipping/tracking/invoices/messages";

export type InvoiceTrackingAnswer = Awaited<ReturnType<typeof trackInvoice>>;
export type TrackedShipment = InvoiceTrackingAnswer["shipments"][number];

type State = { loading: boolean; error: string | null; answer: InvoiceTrackingAnswer | null };

/** The API's query: the link's company and the caller's test mode. */
function trackingQuery({ company, testMode }: { company: string | null; testMode: boolean }): string {
  const query = new URLSearchParams();
  if (company) query.set("company", company);
  if (testMode) query.set("testMode", "true");
  const search = query.toString();
  return search ? `?${search}` : "";
}

/**
 * One search of GET /api/shipments/by-invoice/{invoice}; the empty-input rule is checked before any call, and the
 * API's refusals (an invoice several companies use, an unknown company) show as the page's alert.
 */
export function useInvoiceTracking({ company, testMode }: { company: string | null; testMode: boolean }) {
  const [state, setState] = useState<State>({ loading: false, error: null, answer: null });
  const search = useCallback(
    async (raw: string) => {
      const invoice = raw.trim();
      if (!invoice) return setState({ loading: false, error: INVOICE_MSG.empty, answer: null });
      setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const answer = await apiFetch<InvoiceTrackingAnswer>(
          `/api/shipments/by-invoice/${encodeURIComponent(invoice)}${trackingQuery({ company, testMode })}`,
        );
        setState({ loading: false, error: null, answer });
      } catch (err) {
        setState({
          loading: false,
          error: err instanceof Error && err.message ? err.message : INVOICE_MSG.failed,
          answer: null,
        });
      }
    },
    [company, testMode],
  );
  return { ...state, search };
}

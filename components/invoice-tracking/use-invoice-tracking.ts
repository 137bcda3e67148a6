"use client";

import { useCallback, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { trackInvoice } from "@/lib/invoice-tracking/track-invoice";
import { INVOICE_MSG } from "@/lib/invoice-tracking/messages";

export type InvoiceTrackingAnswer = Awaited<ReturnType<typeof trackInvoice>>;
export type TrackedShipment = InvoiceTrackingAnswer["shipments"][number];

type State = { loading: boolean; error: string | null; answer: InvoiceTrackingAnswer | null };

/** One search of GET /api/shipments/by-invoice/{invoice}; the empty-input rule is checked before any call. */
export function useInvoiceTracking(testMode: boolean) {
  const [state, setState] = useState<State>({ loading: false, error: null, answer: null });
  const search = useCallback(
    async (raw: string) => {
      const invoice = raw.trim();
      if (!invoice) return setState({ loading: false, error: INVOICE_MSG.empty, answer: null });
      setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const answer = await apiFetch<InvoiceTrackingAnswer>(`/api/shipments/by-invoice/${encodeURIComponent(invoice)}${testMode ? "?testMode=true" : ""}`);
        setState({ loading: false, error: null, answer });
      } catch (err) {
        setState({ loading: false, error: err instanceof Error && err.message ? err.message : INVOICE_MSG.failed, answer: null });
      }
    },
    [testMode],
  );
  return { ...state, search };
}

"use client";

import { useState } from "react";
import { apiFetch, ApiClientError } from "@/lib/api-client/api-fetch";
import type { RatesAnswer, RateView } from "@/lib/shipping/labels/get-rates";
import type { RatesRequest } from "@/lib/shipping/labels/schemas";
import { requestedRate } from "@/lib/shipping/desk/requested-rate";

type RatesBody = Pick<RatesRequest, "invoiceNumber" | "billToCustomer"> & {
  addressFrom: unknown;
  addressTo: unknown;
  parcels: unknown;
};

/**
 * Get Rates and the one selected rate. A failure leaves the table empty (spec 2: only logged); bad input says why.
 * The rate the order's ship via asks for comes selected (issue 27); with none, nothing is.
 */
export function useRates(shipVia: string | null) {
  const [rates, setRates] = useState<RateView[] | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [requestedId, setRequestedId] = useState<string | null>(null);

  async function getRates(body: RatesBody) {
    setLoading(true);
    setError(null);
    setSelectedId(null);
    setRequestedId(null);
    try {
      const answer = await apiFetch<RatesAnswer>("/api/shipping/rates", { json: body });
      const requested = requestedRate(shipVia, answer.rates)?.object_id ?? null;
      setRates(answer.rates);
      setMessages(answer.messages);
      setRequestedId(requested);
      setSelectedId(requested);
    } catch (err) {
      setMessages([]);
      // Bad input says why, and only that (no "No rates returned" beside it); a failure leaves the table empty.
      const refused = err instanceof ApiClientError && err.status < 500;
      setRates(refused ? null : []);
      if (refused) setError(err.message);
    } finally {
      setLoading(false);
    }
  }

  return {
    rates,
    messages,
    error,
    loading,
    selectedId,
    requestedId,
    selected: rates?.find((r) => r.object_id === selectedId) ?? null,
    select: setSelectedId,
    getRates,
    clear: () => (setRates(null), setSelectedId(null), setRequestedId(null)),
  };
}

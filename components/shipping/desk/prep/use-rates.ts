"use client";

import { useState } from "react";
import { apiFetch, ApiClientError } from "@/lib/api-client/api-fetch";
import type { RatesAnswer, RateView } from "@/lib/shipping/labels/get-rates";
import type { RatesRequest } from "@/lib/shipping/labels/schemas";

type RatesBody = Omit<RatesRequest, "addressFrom" | "addressTo" | "parcel"> & {
  addressFrom: unknown;
  addressTo: unknown;
  parcel: unknown;
};

/** Get Rates and the one selected rate. A failure leaves the table empty (spec 2: only logged); bad input says why. */
export function useRates() {
  const [rates, setRates] = useState<RateView[] | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  async function getRates(body: RatesBody) {
    setLoading(true);
    setError(null);
    setSelectedId(null);
    try {
      const answer = await apiFetch<RatesAnswer>("/api/shipping/rates", { json: body });
      setRates(answer.rates);
      setMessages(answer.messages);
    } catch (err) {
      setRates([]);
      setMessages([]);
      if (err instanceof ApiClientError && err.status < 500) setError(err.message);
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
    selected: rates?.find((r) => r.object_id === selectedId) ?? null,
    select: setSelectedId,
    getRates,
    clear: () => (setRates(null), setSelectedId(null)),
  };
}

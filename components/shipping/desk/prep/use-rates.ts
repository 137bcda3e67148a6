"use client";

import { useState } from "react";
import { apiFetch, ApiClientError } from "@/lib/api-client/api-fetch";
import type { RatesAnswer, RateView, RuleRateChoice } from "@/lib/shipping/labels/get-rates";
import type { RatesRequest } from "@/lib/shipping/labels/schemas";
import { requestedRate } from "@/lib/shipping/desk/requested-rate";

type RatesBody = Pick<RatesRequest, "invoiceNumber" | "billToCustomer" | "order"> & {
  addressFrom: unknown;
  addressTo: unknown;
  parcels: unknown;
};

/**
 * Get Rates and the one selected rate. A failure leaves the table empty (spec 2: only logged); bad input says why.
 * The rate the company's shipping rules chose comes selected (issue 38, CLARIFICATIONS 59), else the rate the
 * order's ship via asks for (issue 27); with neither, nothing is.
 */
export function useRates(shipVia: string | null) {
  const [rates, setRates] = useState<RateView[] | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [requestedId, setRequestedId] = useState<string | null>(null);
  const [rule, setRule] = useState<RuleRateChoice | null>(null);

  async function getRates(body: RatesBody) {
    setLoading(true);
    setError(null);
    setSelectedId(null);
    setRequestedId(null);
    setRule(null);
    try {
      const answer = await apiFetch<RatesAnswer>("/api/shipping/rates", { json: body });
      const requested = requestedRate(shipVia, answer.rates)?.object_id ?? null;
      setRates(answer.rates);
      setMessages(answer.messages);
      setRequestedId(requested);
      setRule(answer.rule);
      setSelectedId(answer.rule?.rateId ?? requested);
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
    rule,
    selected: rates?.find((r) => r.object_id === selectedId) ?? null,
    select: setSelectedId,
    getRates,
    clear: () => (setRates(null), setSelectedId(null), setRequestedId(null), setRule(null)),
  };
}

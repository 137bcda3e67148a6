"use client";

import type { Stripe } from "@stripe/stripe-js";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch, ApiClientError } from "@/lib/api-client/api-fetch";
import { loadStripeJs, type StripeBrowserConfig } from "./load-stripe-js";

export type CheckoutState =
  | { phase: "loading" }
  | { phase: "ready"; stripe: Stripe; clientSecret: string; attempt: number }
  | { phase: "failed"; message: string };

const FAILED = "Failed to initialize payment form";

/** Loads Stripe.js and a checkout session for the product; `retry` starts over (Try Again). */
export function useEmbeddedCheckout(productId: string, stripeProductId: string | null) {
  const [state, setState] = useState<CheckoutState>({ phase: "loading" });
  const attempt = useRef(0);

  const load = useCallback(async () => {
    const mine = ++attempt.current;
    try {
      const config = await apiFetch<StripeBrowserConfig>("/api/stripe/config");
      const stripe = await loadStripeJs(config);
      const { clientSecret } = await apiFetch<{ clientSecret: string }>("/api/stripe/create-checkout-session", {
        json: { productId, stripeProductId },
      });
      if (mine === attempt.current) setState({ phase: "ready", stripe, clientSecret, attempt: mine });
    } catch (err) {
      // The server's own message when it sent one; otherwise the spec's.
      const message = err instanceof ApiClientError && err.status !== 401 ? err.message : FAILED;
      if (mine === attempt.current) setState({ phase: "failed", message });
    }
  }, [productId, stripeProductId]);

  useEffect(() => {
    void load();
  }, [load]);

  const retry = useCallback(() => {
    setState({ phase: "loading" });
    void load();
  }, [load]);

  return { state, retry };
}

"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { AddressChoice } from "@/db/schema";
import type { ShipToCheckDto } from "@/lib/shipping/labels/ship-to-check-dto";

const url = (invoice: string) => `/api/ship-station/orders/${encodeURIComponent(invoice)}/ship-to-check`;

/**
 * The ship-to's check with Shippo as the order opens (CLARIFICATIONS 62): the one the server kept when it holds (a
 * reload), else asked now. A check that cannot be made says why and never stands in the way of shipping.
 */
export function useShipToCheck(invoice: string | null, kept: ShipToCheckDto | null) {
  const holds = kept !== null && kept.state !== "not_checked";
  const [asked, setAsked] = useState<ShipToCheckDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<AddressChoice | null>(null);
  const check = asked ?? (holds ? kept : null);
  const checking = invoice !== null && check === null && failure === null;

  useEffect(() => {
    if (!invoice || holds) return;
    const abort = new AbortController();
    apiFetch<ShipToCheckDto>(url(invoice), { method: "POST", signal: abort.signal })
      .then((c) => !abort.signal.aborted && setAsked(c))
      .catch((err: Error) => !abort.signal.aborted && setFailure(err.message));
    return () => abort.abort();
  }, [invoice, holds]);

  async function choose(choice: AddressChoice) {
    if (!invoice || choosing) return;
    setChoosing(choice);
    setFailure(null);
    try {
      setAsked(await apiFetch<ShipToCheckDto>(url(invoice), { method: "PUT", json: { choice } }));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setChoosing(null);
    }
  }

  return { check, failure, checking, choosing, choose };
}

"use client";

import { useEffect, useState } from "react";
import { readOrderDetails, type OrderForShipping } from "./order-details-cache";

export type { OrderForShipping } from "./order-details-cache";

/** The invoice being shipped, read once the screen opens (nothing to read for a manual shipment). */
export function useOrderDetails(invoice: string, manual: boolean) {
  const [data, setData] = useState<OrderForShipping | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(!manual);

  useEffect(() => {
    if (manual) return;
    const abort = new AbortController();
    readOrderDetails(invoice, abort.signal)
      .then((d) => !abort.signal.aborted && setData(d))
      .catch((err: Error) => !abort.signal.aborted && setError(`Failed to load invoice ${invoice}: ${err.message}`))
      .finally(() => !abort.signal.aborted && setLoading(false));
    return () => abort.abort();
  }, [invoice, manual]);

  return { data, error, loading };
}

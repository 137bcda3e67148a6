"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";

/**
 * One GET of the portal's API for a small client component, read again when `path` or `version` changes (null
 * `path`: nothing asked yet). apiFetch, not swr: the settings cards that use it keep Ship54 Settings' first load
 * within the JavaScript aim (tests/e2e/js-budget.spec.ts). `setAnswer` lets a save show its result at once.
 */
export function useApiGet<T>(path: string | null, version = 0) {
  const [answer, setAnswer] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!path) return;
    const abort = new AbortController();
    apiFetch<T>(path, { signal: abort.signal })
      .then((a) => {
        setAnswer(a);
        setError(null);
      })
      .catch((err: Error) => !abort.signal.aborted && setError(err.message));
    return () => abort.abort();
  }, [path, version]);

  return { answer, setAnswer, error };
}

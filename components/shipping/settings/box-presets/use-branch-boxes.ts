"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { BoxPresetDto } from "@/lib/shipping/boxes/box-preset-dto";

type Answer = { branch: string | null; presets: BoxPresetDto[]; branches: string[] };

/**
 * A branch's boxes as the card shows them (null: none asked for yet) and the branches that have boxes. Read with
 * apiFetch, not swr: Ship54 Settings' first load stays within the JavaScript aim (tests/e2e/js-budget.spec.ts).
 */
export function useBranchBoxes(url: (path: string, query?: Record<string, string>) => string, branch: string | null) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const path = url("/api/ship54/box-presets", branch ? { branch } : {});

  useEffect(() => {
    const abort = new AbortController();
    apiFetch<Answer>(path, { signal: abort.signal })
      .then((a) => {
        setAnswer(a);
        setError(null);
      })
      .catch((err: Error) => !abort.signal.aborted && setError(err.message));
    return () => abort.abort();
  }, [path, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const presets = branch && answer?.branch === branch ? answer.presets : null;
  return { presets, branches: answer?.branches ?? [], error, reload };
}

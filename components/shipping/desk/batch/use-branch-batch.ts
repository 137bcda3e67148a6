"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { BatchDto } from "./batch-dto";
import { readDismissedBatch, rememberDismissedBatch } from "../local-defaults";
import { BATCHES } from "./batch-paths";

/**
 * The branch's batch to show when the dashboard opens: one still running (closing the tab lost nothing), else the
 * day's last finished one, unless the clerk dismissed it. `show` puts a new one in its place; `dismiss` hides a
 * finished one for good.
 */
export function useBranchBatch(branch: string) {
  const [batch, setBatch] = useState<BatchDto | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!branch) return;
    let current = true;
    apiFetch<{ batches: BatchDto[] }>(`${BATCHES}?branch=${encodeURIComponent(branch)}`)
      .then(({ batches }) => {
        if (!current) return;
        setDismissed(readDismissedBatch(branch));
        setBatch(batches.find((b) => b.state === "running") ?? batches[0] ?? null);
      })
      // The desk still works without the list; the message says why a running batch is not shown.
      .catch((err: Error) => current && setError(`The branch's batches could not be loaded: ${err.message}`));
    return () => {
      current = false;
      setBatch(null);
      setError(null);
    };
  }, [branch]);

  const shown = batch && batch.id !== dismissed && batch.branch === branch ? batch : null;
  function dismiss() {
    if (!batch) return;
    setDismissed(batch.id);
    rememberDismissedBatch(batch.branch, batch.id);
  }
  return { batch: shown, error, show: setBatch, dismiss };
}

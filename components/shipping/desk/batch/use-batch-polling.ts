"use client";

import { useEffect, useEffectEvent, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { BatchDto } from "./batch-dto";
import { batchPath } from "./batch-paths";

/** About once a second while the batch runs; after a failed read, a little slower. */
const POLL_MS = 1000;
const AFTER_ERROR_MS = 3000;

/**
 * Reads a running batch again until it is finished, handing each answer to `onBatch`. The batch runs on the server
 * whether or not anyone polls; this only shows it.
 */
export function useBatchPolling(batch: BatchDto, onBatch: (b: BatchDto) => void) {
  const [error, setError] = useState<string | null>(null);
  const running = batch.state === "running";
  const { id } = batch;
  // The caller's handler of the moment, without restarting the timer when it changes.
  const deliver = useEffectEvent((next: BatchDto) => onBatch(next));

  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const poll = (delay: number) => {
      timer = setTimeout(() => {
        apiFetch<BatchDto>(batchPath(id))
          .then((next) => {
            if (stopped) return;
            setError(null);
            deliver(next);
            if (next.state === "running") poll(POLL_MS);
          })
          .catch((err: Error) => {
            if (stopped) return;
            setError(`The batch's progress could not be read (${err.message}); trying again.`);
            poll(AFTER_ERROR_MS);
          });
      }, delay);
    };
    poll(POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, running]);

  return { error };
}

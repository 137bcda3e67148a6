"use client";

import { useEffect, useRef, useState } from "react";
import type { CsvJobName, CsvJobs } from "@/lib/browser-files/csv-worker-protocol";
import { runCsvJob } from "@/lib/browser-files/run-csv-job";

/** Runs CSV jobs in a Web Worker one at a time, with their progress (null when idle); leaving the page stops them. */
export function useCsvJob() {
  const [progress, setProgress] = useState<number | null>(null);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  async function run<K extends CsvJobName>(job: K, input: CsvJobs[K]["input"]): Promise<CsvJobs[K]["output"]> {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setProgress(0);
    try {
      return await runCsvJob(job, input, { onProgress: setProgress, signal: controller.signal });
    } finally {
      if (current.current === controller) {
        current.current = null;
        setProgress(null);
      }
    }
  }

  return { run, progress, running: progress !== null, cancel: () => current.current?.abort() };
}

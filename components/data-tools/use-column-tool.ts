"use client";

import { useState } from "react";
import type { CsvJobs } from "@/lib/browser-files/csv-worker-protocol";
import { EMPTY_COLUMN_TOOL, type ColumnToolValue } from "./column-tool-form";
import { useCsvJob } from "./use-csv-job";

type ColumnJobName = {
  [K in keyof CsvJobs]: CsvJobs[K]["input"] extends CsvJobs["duplicates"]["input"] ? K : never;
}[keyof CsvJobs];

/**
 * The state of a tool that reads one column of a CSV (Duplicate finder, Value count): the form, the job in the
 * worker, its result and error, and the page of the result shown. Changing the form drops a result that no longer
 * matches it.
 */
export function useColumnTool<K extends ColumnJobName>(name: K) {
  const [form, setForm] = useState<ColumnToolValue>(EMPTY_COLUMN_TOOL);
  const [result, setResult] = useState<CsvJobs[K]["output"] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const job = useCsvJob();

  /** Another job over the same file and column (an export); its failure shows like the tool's own. */
  async function runOnInput<J extends ColumnJobName>(other: J): Promise<CsvJobs[J]["output"] | undefined> {
    try {
      return await job.run(other, { file: form.file as File, headerRow: form.headerRow, column: form.column });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return undefined;
    }
  }

  async function run() {
    setError(null);
    setResult(null);
    const out = await runOnInput(name);
    if (out === undefined) return;
    setResult(out);
    setPageIndex(0);
  }

  return {
    result,
    error,
    /** The result's page on screen (0-based), back to the first for each new result. */
    pageIndex,
    setPageIndex,
    running: job.running,
    runOnInput,
    /** Spread onto ColumnToolForm, beside its labels. */
    formProps: {
      value: form,
      onChange: (value: ColumnToolValue) => {
        setForm(value);
        setResult(null);
      },
      progress: job.progress,
      onRun: () => void run(),
    },
  };
}

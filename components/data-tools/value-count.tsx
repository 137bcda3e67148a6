"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import { saveBlob } from "@/lib/browser-files/save-blob";
import type { ValueCountsResult } from "@/lib/data-tools/count-values";
import { exportValueCountsCsv } from "@/lib/data-tools/export-value-counts";
import { ColumnToolForm, EMPTY_COLUMN_TOOL, type ColumnToolValue } from "./column-tool-form";
import { useCsvJob } from "./use-csv-job";

const PAGE_SIZE = 50;

/** Value count: each value of the column with its count, most frequent first; Export Results once there are some. */
export function ValueCount() {
  const [form, setForm] = useState<ColumnToolValue>(EMPTY_COLUMN_TOOL);
  const [result, setResult] = useState<ValueCountsResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const job = useCsvJob();

  async function count() {
    setError(null);
    setResult(null);
    try {
      setResult(await job.run("value-counts", { file: form.file as File, headerRow: form.headerRow, column: form.column }));
      setPage(1);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  const rows = result?.rows ?? [];
  const pages = Math.ceil(rows.length / PAGE_SIZE);
  return (
    <div className="flex flex-col gap-4">
      <ColumnToolForm
        value={form}
        onChange={(v) => {
          setForm(v);
          setResult(null);
        }}
        actionLabel="Count Values"
        progressLabel="Counting values"
        progress={job.progress}
        onRun={() => void count()}
      >
        {rows.length > 0 ? (
          <Button
            variant="secondary"
            onClick={() => {
              const out = exportValueCountsCsv(rows);
              saveBlob(out.content, out.filename);
            }}
          >
            Export Results
          </Button>
        ) : null}
      </ColumnToolForm>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {result ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-600" role="status">
            {rows.length.toLocaleString()} distinct value(s) in {result.nonBlankCount.toLocaleString()} non-blank row(s)
          </p>
          <Table aria-label="Value counts">
            <thead>
              <tr>
                <Th>Value</Th>
                <Th className="text-right">Count</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.length === 0 ? (
                <EmptyRow colSpan={2}>No values in this column</EmptyRow>
              ) : (
                rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((r) => (
                  <Tr key={r.value}>
                    <Td>{r.value}</Td>
                    <Td className="text-right tabular-nums">{r.count.toLocaleString()}</Td>
                  </Tr>
                ))
              )}
            </tbody>
          </Table>
          {pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
        </div>
      ) : null}
    </div>
  );
}

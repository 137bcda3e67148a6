"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { saveBlob } from "@/lib/browser-files/save-blob";
import { duplicatesFoundMessage, type DuplicatesResult } from "@/lib/data-tools/find-duplicates";
import { ColumnToolForm, EMPTY_COLUMN_TOOL, type ColumnToolValue } from "./column-tool-form";
import { RowsTable } from "./rows-table";
import { useCsvJob } from "./use-csv-job";

const PAGE_SIZE = 25;

/** Duplicate finder: every row whose value in the column occurs more than once, first occurrences included. */
export function DuplicateFinder() {
  const [form, setForm] = useState<ColumnToolValue>(EMPTY_COLUMN_TOOL);
  const [result, setResult] = useState<DuplicatesResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const job = useCsvJob();

  const input = () => ({ file: form.file as File, headerRow: form.headerRow, column: form.column });

  async function find() {
    setError(null);
    setResult(null);
    try {
      setResult(await job.run("duplicates", input()));
      setPage(1);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  async function exportRows() {
    try {
      const out = await job.run("duplicates-export", input());
      saveBlob(out.content, out.filename);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  const pages = result ? Math.ceil(result.rows.length / PAGE_SIZE) : 0;
  return (
    <div className="flex flex-col gap-4">
      <ColumnToolForm
        value={form}
        onChange={(v) => {
          setForm(v);
          setResult(null);
        }}
        actionLabel="Find Duplicates"
        progressLabel="Finding duplicates"
        progress={job.progress}
        onRun={() => void find()}
      >
        {result && result.duplicateRowCount > 0 ? (
          <Button variant="secondary" onClick={() => void exportRows()} disabled={job.running}>
            Export Results
          </Button>
        ) : null}
      </ColumnToolForm>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {result ? (
        <div className="flex flex-col gap-3">
          <p className="font-medium" role="status">
            {duplicatesFoundMessage(result.duplicateRowCount)}
          </p>
          {result.truncated ? (
            <p className="text-sm text-slate-600">Showing the first {result.rows.length.toLocaleString()} rows; Export Results has all of them.</p>
          ) : null}
          {result.rows.length > 0 ? (
            <>
              <RowsTable label="Duplicate rows" headers={result.headers} rows={result.rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)} />
              {pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

"use client";

import { useMemo } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { componentOnDemand } from "@/components/ui/component-on-demand";
import { saveBlob } from "@/lib/browser-files/save-blob";
import { duplicatesFoundMessage } from "@/lib/data-tools/find-duplicates";
import { ColumnToolForm } from "./column-tool-form";
import { csvCellOf, csvCompareFor } from "./csv-row-columns";
import { useColumnTool } from "./use-column-tool";
import { useSortedRows } from "./use-sorted-rows";

const PAGE_SIZE = 25;
// The data table comes with the first result: the screen opens on this tool (issue 17's first-load budget).
const RowsTable = componentOnDemand(() => import("./rows-table").then((m) => m.RowsTable));

/** Duplicate finder: every row whose value in the column occurs more than once, first occurrences included. */
export function DuplicateFinder() {
  const { result, error, pageIndex, setPageIndex, running, runOnInput, formProps } = useColumnTool("duplicates");
  const rows = useMemo(() => result?.rows ?? [], [result]);
  const { sorted, sorting, setSorting } = useSortedRows(rows, csvCellOf, csvCompareFor);

  async function exportRows() {
    const out = await runOnInput("duplicates-export");
    if (out) saveBlob(out.content, out.filename);
  }

  return (
    <div className="flex flex-col gap-4">
      <ColumnToolForm {...formProps} actionLabel="Find Duplicates" progressLabel="Finding duplicates">
        {result && result.duplicateRowCount > 0 ? (
          <Button variant="secondary" onClick={() => void exportRows()} disabled={running}>
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
            <p className="text-sm text-slate-600">
              Showing the first {result.rows.length.toLocaleString()} rows; Export Results has all of them.
            </p>
          ) : null}
          {result.rows.length > 0 ? (
            <RowsTable
              label="Duplicate rows"
              headers={result.headers}
              rows={sorted.slice(pageIndex * PAGE_SIZE, (pageIndex + 1) * PAGE_SIZE)}
              // Up to 10,000 rows: the table gets one page at a time, cut from all of them in the order its headers
              // ask for, so the page's thread never builds them all.
              pagination={{
                mode: "server",
                pageIndex,
                pageCount: Math.ceil(result.rows.length / PAGE_SIZE),
                onPageIndexChange: setPageIndex,
                sorting,
                onSortingChange: setSorting,
              }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

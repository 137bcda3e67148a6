"use client";

import { useMemo } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { saveBlob } from "@/lib/browser-files/save-blob";
import { exportValueCountsCsv } from "@/lib/data-tools/export-value-counts";
import { ColumnToolForm } from "./column-tool-form";
import { useColumnTool } from "./use-column-tool";
import { useSortedRows } from "./use-sorted-rows";
import { countedCompareFor, countedValueOf, VALUE_COUNT_COLUMNS } from "./value-count-columns";

const PAGE_SIZE = 50;

/** Value count: each value of the column with its count, most frequent first; Export Results once there are some. */
export function ValueCount() {
  const { result, error, pageIndex, setPageIndex, formProps } = useColumnTool("value-counts");

  const rows = useMemo(() => result?.rows ?? [], [result]);
  const { sorted, sorting, setSorting } = useSortedRows(rows, countedValueOf, countedCompareFor);
  return (
    <div className="flex flex-col gap-4">
      <ColumnToolForm {...formProps} actionLabel="Count Values" progressLabel="Counting values">
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
          <DataTable
            label="Value counts"
            columns={VALUE_COUNT_COLUMNS}
            data={sorted.slice(pageIndex * PAGE_SIZE, (pageIndex + 1) * PAGE_SIZE)}
            getRowId={(r) => r.value}
            empty="No values in this column"
            // A column can hold a million distinct values: the table gets one page at a time, cut from all of them
            // in the order its headers ask for.
            pagination={{
              mode: "server",
              pageIndex,
              pageCount: Math.ceil(rows.length / PAGE_SIZE),
              onPageIndexChange: setPageIndex,
              sorting,
              onSortingChange: setSorting,
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

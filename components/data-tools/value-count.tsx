"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import { saveBlob } from "@/lib/browser-files/save-blob";
import { exportValueCountsCsv } from "@/lib/data-tools/export-value-counts";
import { ColumnToolForm } from "./column-tool-form";
import { useColumnTool } from "./use-column-tool";

const PAGE_SIZE = 50;

/** Value count: each value of the column with its count, most frequent first; Export Results once there are some. */
export function ValueCount() {
  const { result, error, page, setPage, formProps } = useColumnTool("value-counts");

  const rows = result?.rows ?? [];
  const pages = Math.ceil(rows.length / PAGE_SIZE);
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

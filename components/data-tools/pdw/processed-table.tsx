"use client";

import { useState } from "react";
import { Pager } from "@/components/ui/pager";
import { PROCESSED_ROWS_PER_PAGE } from "@/lib/data-tools/schemas";
import { RowsTable } from "../rows-table";

/** The processed rows of Preview Changes, 10 a page (spec 3 section 9). */
export function ProcessedTable({ headers, rows }: { headers: string[]; rows: string[][] }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PROCESSED_ROWS_PER_PAGE));
  const shown = rows.slice((page - 1) * PROCESSED_ROWS_PER_PAGE, page * PROCESSED_ROWS_PER_PAGE);
  return (
    <div className="flex flex-col gap-3">
      <RowsTable label="Processed data" headers={headers} rows={shown} empty="No data rows" />
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}

import type { FilePreview } from "@/lib/data-tools/pdw-preview";
import { RowsTable } from "../rows-table";

/** The preview: total lines, data rows, page x of y, the detected headers as chips and the sample rows. */
export function PdwPreviewPanel({ preview, onPage }: { preview: FilePreview; onPage(page: number): void }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-wrap gap-6 text-sm">
        <div>
          <dt className="text-slate-500">Total lines</dt>
          <dd className="font-semibold tabular-nums">{preview.total_lines.toLocaleString()}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Data rows</dt>
          <dd className="font-semibold tabular-nums">{preview.data_rows_count.toLocaleString()}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Rows skipped</dt>
          <dd className="font-semibold tabular-nums">{preview.skiprows_used}</dd>
        </div>
      </dl>
      <div>
        <p className="mb-1 text-sm font-medium text-slate-700">Detected headers</p>
        <ul aria-label="Detected headers" className="flex flex-wrap gap-2">
          {preview.headers.map((h, i) => (
            <li key={i} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900">
              {h || "(blank)"}
            </li>
          ))}
        </ul>
      </div>
      <RowsTable
        label="Sample rows"
        headers={preview.headers}
        rows={preview.sample_rows}
        empty="No data rows"
        pagination={{
          mode: "server",
          pageIndex: preview.current_page - 1,
          pageCount: preview.total_pages,
          onPageIndexChange: (index) => onPage(index + 1),
        }}
      />
      {preview.message ? <p className="text-sm text-slate-600">{preview.message}</p> : null}
    </div>
  );
}

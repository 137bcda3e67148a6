"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { PROCESSED_ROWS_PER_PAGE } from "@/lib/data-tools/limits";
import { CsvFileField } from "../csv-file-field";
import { RowsTable } from "../rows-table";
import { PdwOptionsForm } from "./pdw-options-form";
import { PdwPreviewPanel } from "./pdw-preview-panel";
import { usePdwFilePrep } from "./use-pdw-file-prep";

/** PDW file prep: preview a CSV from a chosen line, pick the operations, preview the changes, download the result. */
export function PdwFilePrep() {
  const pdw = usePdwFilePrep();
  const { file, skiprows, preview, processed, busy } = pdw;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid items-end gap-4 sm:grid-cols-[1fr_12rem_auto]">
        <CsvFileField file={file} disabled={busy} onFile={pdw.chooseFile} />
        <TextField
          label="Skip Rows"
          type="number"
          min={0}
          step={1}
          value={Number.isFinite(skiprows) ? skiprows : ""}
          hint="Number of rows to skip at the top"
          onChange={(e) => pdw.setSkiprows(e.target.valueAsNumber)}
        />
        <Button variant="secondary" onClick={() => pdw.refreshPreview()} disabled={!file || busy || !(skiprows >= 0)}>
          Refresh Preview
        </Button>
      </div>
      {pdw.progress !== null ? (
        <ProgressBar
          value={pdw.progress}
          label={pdw.progressLabel}
          indeterminate={pdw.progressWaiting}
          className="max-w-md"
        />
      ) : null}
      {pdw.previewError ? <Alert tone="error">{pdw.previewError}</Alert> : null}
      {preview ? (
        <Card title="File Preview">
          <PdwPreviewPanel preview={preview} onPage={pdw.refreshPreview} />
        </Card>
      ) : null}
      {preview ? (
        <Card title="Processing Options">
          <PdwOptionsForm value={pdw.options} headers={preview.headers} onChange={pdw.setOptions} />
          <div className="mt-6 flex flex-wrap items-end gap-3">
            <Button onClick={pdw.previewChanges} disabled={busy}>
              Preview Changes
            </Button>
            <TextField
              label="Output filename"
              placeholder="without extension"
              value={pdw.filename}
              onChange={(e) => pdw.setFilename(e.target.value)}
            />
            {processed ? (
              <Button onClick={pdw.download} disabled={!pdw.filename.trim() || busy}>
                Download Processed CSV
              </Button>
            ) : (
              <Button variant="secondary" disabled>
                Preview Changes First
              </Button>
            )}
          </div>
        </Card>
      ) : null}
      {pdw.processError ? <Alert tone="error">{pdw.processError}</Alert> : null}
      {processed ? (
        <div className="flex flex-col gap-3">
          <Alert tone="success" title="Changes applied:">
            <ul className="mt-1 list-disc pl-5">
              {processed.processing_summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Alert>
          {/* The processed rows of Preview Changes, 10 a page (spec 3 section 9); a new preview starts at page 1. */}
          <RowsTable
            key={processed.processed_rows.length + processed.processing_summary.join()}
            label="Processed data"
            headers={processed.headers}
            rows={processed.processed_rows}
            empty="No data rows"
            pagination={{ mode: "client", pageSize: PROCESSED_ROWS_PER_PAGE }}
          />
          {processed.message ? <p className="text-sm text-slate-600">{processed.message}</p> : null}
        </div>
      ) : null}
      {pdw.notice ? <Alert tone={pdw.notice.tone}>{pdw.notice.text}</Alert> : null}
    </div>
  );
}

"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { serverWaitLabel } from "@/lib/browser-files/post-form-with-progress";
import type { InventoryComparison } from "@/lib/inv-bal/comparison-answer";
import type { ExportRows } from "@/lib/inv-bal/comparison-file-name";
import { defaultCompareColumn, sharedColumns } from "@/lib/inv-bal/shared-columns";
import { ECL_PN, PART_COLUMN_LABELS, PART_COLUMNS, type PartColumn } from "@/lib/inv-bal/part-columns";
import type { ComparisonColumns } from "./comparison-columns";
import { compareFiles, downloadComparison } from "./comparison-request";
import { ComparisonTable } from "./comparison-table";
import { InventoryFileField } from "./inventory-file-field";
import { RepeatedKeysNotice } from "./repeated-keys-notice";
import { useInventoryHeaders } from "./use-inventory-headers";

const ALL_ITEMS_PAGE = 25;
const n = (value: number) => value.toLocaleString("en-US");

type Compared = { result: InventoryComparison; columns: ComparisonColumns };

/** File Comparison Tool (spec 2): two inventory exports joined on the part number, their differences listed. */
export function FileComparison() {
  const [conv, setConv] = useState<File | null>(null);
  const [eds, setEds] = useState<File | null>(null);
  const convHeaders = useInventoryHeaders(conv, "CONV");
  const edsHeaders = useInventoryHeaders(eds, "EDS");
  const shared = sharedColumns(convHeaders.headers, edsHeaders.headers);
  const [partColumn, setPartColumn] = useState<PartColumn | "">("");
  const [chosenValue, setValueColumn] = useState("");
  const [displayColumn, setDisplayColumn] = useState("");
  const [compared, setCompared] = useState<Compared | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [downloading, setDownloading] = useState<ExportRows | null>(null);
  const [showItems, setShowItems] = useState(false);
  // The compare column defaults to OH-TOTAL when both files have it, otherwise to the first shared column.
  const valueColumn = shared.includes(chosenValue) ? chosenValue : (defaultCompareColumn(shared) ?? "");
  const display = shared.includes(displayColumn) ? displayColumn : "";

  const chooseFile = (set: (f: File | null) => void) => (f: File | null) => {
    set(f);
    setCompared(null);
    setError(null);
  };

  // Once the files are up, the server may first wait for a free slot in its CSV pool, then compare.
  const uploadProgress = {
    onProgress: ({ loaded, total }: { loaded: number; total: number }) => setProgress(loaded / total),
    onSent: () => setProgress(1),
  };

  async function compare() {
    if (!conv || !eds || !partColumn || !valueColumn) return;
    setError(null);
    setCompared(null);
    const columns = { partColumn, valueColumn, displayColumn: display || undefined };
    setProgress(0);
    try {
      const result = await compareFiles(conv, eds, columns, uploadProgress);
      setCompared({ result, columns });
      setShowItems(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setProgress(null);
    }
  }

  // The files go up again: the server writes every row as it compares, where the JSON answer holds the first ones.
  async function download(rows: ExportRows) {
    if (!conv || !eds || !compared) return;
    setError(null);
    setDownloading(rows);
    setProgress(0);
    try {
      await downloadComparison(conv, eds, compared.columns, rows, uploadProgress);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setProgress(null);
      setDownloading(null);
    }
  }

  const result = compared?.result;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <div className="grid gap-6 md:grid-cols-2">
          <InventoryFileField
            label="CONV File"
            onFile={chooseFile(setConv)}
            headers={convHeaders.headers}
            error={convHeaders.error}
            disabled={progress !== null}
          />
          <InventoryFileField
            label="EDS File"
            onFile={chooseFile(setEds)}
            headers={edsHeaders.headers}
            error={edsHeaders.error}
            disabled={progress !== null}
          />
        </div>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <SelectField
            label="Eds Part Number Column"
            value={partColumn}
            options={[
              { value: "", label: "Choose a part number column" },
              ...PART_COLUMNS.map((c) => ({ value: c, label: `${PART_COLUMN_LABELS[c]} (${c})` })),
            ]}
            onChange={(e) => setPartColumn(e.target.value as PartColumn | "")}
          />
          <SelectField
            label="Column to Compare"
            value={valueColumn}
            disabled={shared.length === 0}
            options={
              shared.length
                ? shared.map((c) => ({ value: c, label: c }))
                : [{ value: "", label: "Choose both files first" }]
            }
            onChange={(e) => {
              setValueColumn(e.target.value);
              setCompared(null);
            }}
          />
          <SelectField
            label="Additional Column to Display"
            value={display}
            disabled={shared.length === 0}
            options={[{ value: "", label: "None" }, ...shared.map((c) => ({ value: c, label: c }))]}
            onChange={(e) => setDisplayColumn(e.target.value)}
          />
        </div>
        <p className="mt-4 text-sm text-slate-600">
          Rows are matched where the EDS file&apos;s {ECL_PN} equals the CONV file&apos;s{" "}
          {partColumn || "part number column"} (spaces trimmed; rows without a match are left out). A difference is CONV
          − EDS when both values are numbers; otherwise any change, including a blank against a value, counts as 1.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            onClick={() => void compare()}
            disabled={!conv || !eds || !partColumn || !valueColumn || progress !== null}
            busy={progress !== null && downloading === null}
          >
            Compare
          </Button>
          {progress !== null ? (
            <ProgressBar
              value={progress}
              label={
                progress < 1 ? "Uploading files" : serverWaitLabel(downloading ? "Preparing the download" : "Comparing")
              }
              indeterminate={progress >= 1}
              className="w-64"
            />
          ) : null}
        </div>
      </Card>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {result && compared ? (
        <div className="flex flex-col gap-4">
          <Alert tone={result.unmatched_count > 0 ? "info" : "success"} title="Summary">
            {result.summary}
          </Alert>
          {result.warning ? <Alert tone="warning">{result.warning}</Alert> : null}
          <RepeatedKeysNotice keys={result.repeated_keys} count={result.repeated_key_count} />
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              disabled={result.unmatched_count === 0 || progress !== null}
              busy={downloading === "differences"}
              onClick={() => void download("differences")}
            >
              Download CSV
            </Button>
            <Button variant="secondary" onClick={() => setShowItems((s) => !s)}>
              {showItems ? "Hide Items" : "Show Items"}
            </Button>
          </div>
          <ComparisonTable
            label="Differences"
            items={result.differences}
            columns={compared.columns}
            empty="No differences"
          />
          {showItems ? (
            <Card title={`All compared items (${n(result.matched_row_count)})`}>
              {result.all_items_truncated ? (
                <div className="mb-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
                  <p>
                    Showing the first {n(result.all_items.length)} of {n(result.matched_row_count)} compared items;
                    download the CSV for all of them.
                  </p>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={progress !== null}
                    busy={downloading === "all"}
                    onClick={() => void download("all")}
                  >
                    Download All Items
                  </Button>
                </div>
              ) : null}
              <ComparisonTable
                label="All items"
                items={result.all_items}
                columns={compared.columns}
                empty="No rows matched"
                pageSize={ALL_ITEMS_PAGE}
              />
            </Card>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

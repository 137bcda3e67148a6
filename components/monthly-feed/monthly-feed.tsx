"use client";

import { useState } from "react";
import { CsvFileField } from "@/components/data-tools/csv-file-field";
import { useCsvJob } from "@/components/data-tools/use-csv-job";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { TextField } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { saveBlob } from "@/lib/browser-files/save-blob";
import { defaultFeedFileName } from "@/lib/monthly-feed/feed-file-name";

type Notice = { tone: "success" | "error"; text: string };

/**
 * Monthly Sales Feed: a sales CSV converted in the browser (spec 2: no call is made for it) into a tab-separated
 * .txt for one manufacturer, lines of the same invoice and SKU merged by default.
 */
export function MonthlyFeed({ manufacturer }: { manufacturer: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [mergeLines, setMergeLines] = useState(true);
  const [asOnly, setAsOnly] = useState(false);
  const [filename, setFilename] = useState(() => defaultFeedFileName(manufacturer));
  const [filenameError, setFilenameError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const job = useCsvJob();

  async function exportFeed() {
    setNotice(null);
    // The options' schema brings zod (over 30 kB gzipped), needed only once Export is pressed.
    const { monthlyFeedOptionsSchema } = await import("@/lib/monthly-feed/schemas");
    const parsed = monthlyFeedOptionsSchema.safeParse({ mergeLines, asOnly, filename });
    if (!parsed.success) return setFilenameError(parsed.error.issues[0]?.message ?? "Filename is required");
    setFilenameError(null);
    if (!file) return;
    try {
      const feed = await job.run("monthly-feed", { file, ...parsed.data });
      saveBlob(feed.content, feed.filename);
      setNotice({
        tone: "success",
        text: `Exported ${feed.filename}: ${feed.output_rows.toLocaleString()} line(s) from ${feed.input_rows.toLocaleString()} sales row(s)`,
      });
    } catch (err) {
      setNotice({ tone: "error", text: `Export failed: ${err instanceof Error ? err.message : String(err)}` });
    }
  }

  return (
    <Card>
      <div className="flex flex-col gap-5">
        <CsvFileField label="Sales File" file={file} onFile={setFile} disabled={job.running} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Options</legend>
          <Checkbox
            label="Merge lines with the same Invoice# and ProductSKU (Quantity summed)"
            checked={mergeLines}
            onChange={setMergeLines}
          />
          <Checkbox label="Only SKUs beginning with AS" checked={asOnly} onChange={setAsOnly} />
        </fieldset>
        <TextField
          label="Output filename"
          required
          className="max-w-md"
          value={filename}
          error={filenameError ?? undefined}
          hint="Saved as a tab-separated .txt file"
          onChange={(e) => {
            setFilename(e.target.value);
            setFilenameError(null);
          }}
        />
        <div>
          <Button onClick={() => void exportFeed()} disabled={!file} busy={job.running}>
            Export
          </Button>
        </div>
        {job.progress !== null ? <ProgressBar value={job.progress} label="Converting" className="max-w-md" /> : null}
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
    </Card>
  );
}

"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { saveBlob } from "@/lib/browser-files/save-blob";
import { CsvFileField } from "./csv-file-field";
import { useCsvJob } from "./use-csv-job";

type Notice = { tone: "success" | "error"; text: string };

/** Comma remover: takes every comma out of every value and saves the rows as a .txt file. */
export function CommaRemover() {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const job = useCsvJob();

  async function run() {
    if (!file) return;
    setNotice(null);
    try {
      const out = await job.run("remove-commas", { file, filename: name.trim() || file.name });
      saveBlob(out.content, out.filename);
      setNotice({
        tone: "success",
        text: `Commas removed from ${out.rows.toLocaleString()} row(s); saved as ${out.filename}`,
      });
    } catch (err) {
      setNotice({ tone: "error", text: err instanceof Error ? err.message : String(err) });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Removes every comma from every value of a CSV file and saves the result as a .txt file.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <CsvFileField
          file={file}
          onFile={(f) => {
            setFile(f);
            setName(f ? f.name.replace(/\.csv$/i, "") : "");
          }}
          disabled={job.running}
        />
        <TextField
          label="Output filename"
          value={name}
          hint="Saved with .txt"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div>
        <Button onClick={() => void run()} disabled={!file} busy={job.running}>
          Remove Commas and Save as .txt
        </Button>
      </div>
      {job.progress !== null ? <ProgressBar value={job.progress} label="Removing commas" className="max-w-md" /> : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </div>
  );
}

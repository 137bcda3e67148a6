"use client";

import { DataTable } from "@/components/ui/data-table";
import type { FileEntry } from "@/lib/storage/list-files";
import { fileColumns, type FileActions } from "./files-columns";

/** The company's stored files; a refresh keeps the rows on screen, marked busy. */
export function FilesTable({ files, loading, ...actions }: FileActions & { files: FileEntry[]; loading?: boolean }) {
  return (
    <DataTable
      label="Files"
      columns={fileColumns(actions)}
      data={files}
      getRowId={(f) => f.key}
      loading={loading}
      empty="No files found in Wasabi bucket."
    />
  );
}

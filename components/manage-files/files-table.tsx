"use client";

import { Download, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import { formatFileSize } from "@/lib/storage/format-file-size";
import { baseName } from "@/lib/storage/key-names";
import type { FileEntry } from "@/lib/storage/list-files";

type Props = {
  files: FileEntry[];
  downloadHref(key: string): string;
  onRename(key: string): void;
  onDelete(key: string): void;
  loading?: boolean;
};

function folderOf(key: string): string {
  const slash = key.lastIndexOf("/");
  return slash > 0 ? key.slice(0, slash) : "";
}

/** Name, Last Modified, Size (KB or MB, two decimals) and the row actions (spec 3, File manager). */
export function FilesTable({ files, downloadHref, onRename, onDelete, loading }: Props) {
  return (
    <Table aria-label="Files" aria-busy={loading || undefined}>
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Last Modified</Th>
          <Th className="text-right">Size</Th>
          <Th className="text-right">Actions</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {files.length === 0 ? (
          <EmptyRow colSpan={4}>{loading ? "Loading files…" : "No files found in Wasabi bucket."}</EmptyRow>
        ) : (
          files.map((f) => {
            const name = baseName(f.key);
            return (
              <Tr key={f.key}>
                <Td title={f.key}>
                  <span className="font-medium">{name}</span>
                  {folderOf(f.key) ? <span className="block text-xs text-slate-500">{folderOf(f.key)}</span> : null}
                </Td>
                <Td>{f.lastModified ? new Date(f.lastModified).toLocaleString() : ""}</Td>
                <Td className="text-right tabular-nums">{formatFileSize(f.size)}</Td>
                <Td className="text-right">
                  <div className="flex justify-end gap-1">
                    <a
                      href={downloadHref(f.key)}
                      download={name}
                      aria-label={`Download ${name}`}
                      title="Download"
                      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
                    >
                      <Download className="h-4 w-4" aria-hidden />
                    </a>
                    <Button variant="ghost" size="icon" aria-label={`Rename ${name}`} title="Rename" onClick={() => onRename(f.key)}>
                      <Pencil className="h-4 w-4" aria-hidden />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} title="Delete" onClick={() => onDelete(f.key)}>
                      <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
                    </Button>
                  </div>
                </Td>
              </Tr>
            );
          })
        )}
      </tbody>
    </Table>
  );
}

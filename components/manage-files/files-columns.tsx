import { Download, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { DataTableColumns } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/dates/format-date-time";
import { formatFileSize } from "@/lib/storage/format-file-size";
import { baseName } from "@/lib/storage/key-names";
import type { FileEntry } from "@/lib/storage/list-files";

export type FileActions = {
  downloadHref(key: string): string;
  onRename(key: string): void;
  onDelete(key: string): void;
};

function folderOf(key: string): string {
  const slash = key.lastIndexOf("/");
  return slash > 0 ? key.slice(0, slash) : "";
}

function FileRowActions({ fileKey, downloadHref, onRename, onDelete }: FileActions & { fileKey: string }) {
  const name = baseName(fileKey);
  return (
    <div className="flex justify-end gap-1">
      <a
        href={downloadHref(fileKey)}
        download={name}
        aria-label={`Download ${name}`}
        title="Download"
        className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <Download className="h-4 w-4" aria-hidden />
      </a>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Rename ${name}`}
        title="Rename"
        onClick={() => onRename(fileKey)}
      >
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${name}`}
        title="Delete"
        onClick={() => onDelete(fileKey)}
      >
        <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
      </Button>
    </div>
  );
}

/** Name (with its folder), Last Modified, Size (KB or MB, two decimals) and the row actions (spec 3, File manager). */
export function fileColumns(actions: FileActions): DataTableColumns<FileEntry> {
  return [
    {
      id: "name",
      accessorFn: (f) => baseName(f.key),
      header: "Name",
      cell: ({ row: { original: f } }) => (
        <span title={f.key}>
          <span className="font-medium">{baseName(f.key)}</span>
          {folderOf(f.key) ? <span className="block text-xs text-slate-500">{folderOf(f.key)}</span> : null}
        </span>
      ),
    },
    {
      accessorKey: "lastModified",
      header: "Last Modified",
      sortingFn: "date",
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row }) => (row.original.lastModified ? formatDateTime(row.original.lastModified) : ""),
    },
    {
      accessorKey: "size",
      header: "Size",
      sortingFn: "number",
      meta: { align: "right" },
      cell: ({ row }) => formatFileSize(row.original.size),
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      meta: { align: "right" },
      cell: ({ row }) => <FileRowActions fileKey={row.original.key} {...actions} />,
    },
  ];
}

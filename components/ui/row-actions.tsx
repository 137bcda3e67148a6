import type { ColumnDef } from "@tanstack/react-table";
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "./button";
import { preloadDialog } from "./dialog";
import { preloadOn } from "./preload-on";

type Actions = { label: string; onEdit(): void; onDelete(): void; preloadEdit?(): unknown };

/**
 * The Edit and Delete icons at the end of an admin table row; `label` names the row for screen readers. Both open
 * a dialog, whose code (`preloadEdit`: the edit form's) is fetched as the pointer or focus comes to them.
 */
export function RowActions({ label, onEdit, onDelete, preloadEdit = preloadDialog }: Actions) {
  return (
    <div className="flex justify-end whitespace-nowrap">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${label}`}
        title="Edit"
        onClick={onEdit}
        {...preloadOn(preloadEdit)}
      >
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${label}`}
        title="Delete"
        onClick={onDelete}
        {...preloadOn(preloadDialog)}
      >
        <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
      </Button>
    </div>
  );
}

/** What an admin table's rows do on Edit and Delete, and the edit form's code to fetch ahead. */
export type RowActionHandlers<T> = { onEdit(row: T): void; onDelete(row: T): void; preloadEdit?(): unknown };

/** The Actions column of an admin table: Edit and Delete for the row, named by `label(row)`. */
export function rowActionsColumn<T>(label: (row: T) => string, handlers: RowActionHandlers<T>): ColumnDef<T> {
  return {
    id: "actions",
    header: "Actions",
    enableSorting: false,
    meta: { align: "right" },
    cell: ({ row }) => (
      <RowActions
        label={label(row.original)}
        onEdit={() => handlers.onEdit(row.original)}
        onDelete={() => handlers.onDelete(row.original)}
        preloadEdit={handlers.preloadEdit}
      />
    ),
  };
}

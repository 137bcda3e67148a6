"use client";

import { Plus } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { useAdminList } from "@/components/admin/use-admin-list";
import { useConfirmedDelete } from "@/components/admin/use-confirmed-delete";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type DataTableColumns } from "@/components/ui/data-table";
import { preloadOn } from "@/components/ui/preload-on";
import type { RowActionHandlers } from "@/components/ui/row-actions";
import { toast } from "@/components/ui/toast";

/** What the edit dialog is given: close it, or close it after a save with the screen's toast. */
export type AdminDialogDone = { close(): void; saved(message: string): void };

type Props<T extends { _id: string }> = {
  title: string;
  /** The list's API path; a record's own is `{path}/{id}` (its DELETE). */
  path: string;
  initial: T[];
  /** Header actions before the Add button. */
  actions?: ReactNode;
  /** The header's Add button (it opens the dialog with no record); none where records are added elsewhere. */
  addLabel?: string;
  /** Between the header and the list: a search field, an add form (which refreshes the list). */
  above?(refresh: () => void): ReactNode;
  /** The table's name; with `inCard`, also the title of the card around it. */
  label: string;
  inCard?: boolean;
  /** "companies" in "Could not refresh the companies: …". */
  plural: string;
  columns(handlers: RowActionHandlers<T>): DataTableColumns<T>;
  /** The rows shown of all the records (a search); keep it the same function while its result is the same. */
  rows?(records: T[]): T[];
  empty: string | ((records: T[]) => string);
  /** The edit dialog for a record (null: a new one), and its code to fetch ahead from Add and Edit. */
  dialog(record: T | null, done: AdminDialogDone): ReactNode;
  preloadDialog(): unknown;
  /** The delete confirmation and its outcomes, in the screen's words (spec 3). */
  remove: {
    title: string;
    description(record: T): string;
    deleted(record: T): string;
    failed(message: string): string;
    failureTitle?: string;
  };
  /** More dialogs of the screen. */
  children?: ReactNode;
};

/**
 * An admin list screen (companies, users, products, menus): header, table with Edit and Delete, the edit dialog,
 * and the confirmed delete, each refreshing the list from the API afterwards.
 */
export function AdminListScreen<T extends { _id: string }>(props: Props<T>) {
  const { path, label, remove: words } = props;
  const { items, error, refresh } = useAdminList(path, props.initial);
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);
  const remove = useConfirmedDelete<T>({
    url: (record) => `${path}/${encodeURIComponent(record._id)}`,
    deleted: words.deleted,
    failed: words.failed,
    onDeleted: refresh,
  });
  const { rows } = props;
  const shown = useMemo(() => (rows ? rows(items) : items), [rows, items]);
  const done: AdminDialogDone = {
    close: () => setEditing(null),
    saved: (message) => {
      toast.success(message);
      setEditing(null);
      void refresh();
    },
  };

  const add = props.addLabel ? (
    <Button onClick={() => setEditing({ record: null })} {...preloadOn(props.preloadDialog)}>
      <Plus className="h-4 w-4" aria-hidden /> {props.addLabel}
    </Button>
  ) : null;
  const list = (
    <>
      {remove.failure ? (
        <Alert tone="error" title={words.failureTitle}>
          {remove.failure}
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{`Could not refresh the ${props.plural}: ${error.message}`}</Alert> : null}
      <DataTable
        label={label}
        columns={props.columns({
          onEdit: (record) => setEditing({ record }),
          onDelete: remove.ask,
          preloadEdit: props.preloadDialog,
        })}
        data={shown}
        getRowId={(record) => record._id}
        empty={typeof props.empty === "string" ? props.empty : props.empty(items)}
      />
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={props.title}
        actions={
          props.actions || add ? (
            <>
              {props.actions}
              {add}
            </>
          ) : undefined
        }
      />
      {props.above?.(() => void refresh())}
      {props.inCard ? (
        <Card title={label}>
          <div className="flex flex-col gap-3">{list}</div>
        </Card>
      ) : (
        list
      )}
      {props.children}
      {editing ? props.dialog(editing.record, done) : null}
      <ConfirmDialog
        {...remove.dialog}
        title={words.title}
        description={remove.target ? words.description(remove.target) : ""}
      />
    </div>
  );
}

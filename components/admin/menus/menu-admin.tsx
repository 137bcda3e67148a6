"use client";

import { useState } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { useAdminList } from "@/components/admin/use-admin-list";
import { useConfirmedDelete } from "@/components/admin/use-confirmed-delete";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";
import { dialogOnDemand } from "@/components/ui/dialog-on-demand";
import { toast } from "@/components/ui/toast";
import type { MenuDto } from "@/lib/menus/menu-dto";
import { AddMenuForm } from "./add-menu-form";
import { menuColumns } from "./menus-columns";

const EditMenuDialog = dialogOnDemand(() => import("./edit-menu-dialog").then((m) => m.EditMenuDialog));

export function MenuAdmin({ initialMenus }: { initialMenus: MenuDto[] }) {
  const { items: menus, error, refresh } = useAdminList("/api/admin/menus", initialMenus);
  const [editing, setEditing] = useState<MenuDto | null>(null);
  const remove = useConfirmedDelete<MenuDto>({
    url: (menu) => `/api/admin/menus/${encodeURIComponent(menu._id)}`,
    deleted: (menu) => `Menu ${menu.name} deleted`,
    failed: (message) => `Failed to delete menu: ${message}`,
    onDeleted: refresh,
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Menus" />
      <AddMenuForm onCreated={() => void refresh()} />
      <Card title="Existing Menus">
        <div className="flex flex-col gap-3">
          {remove.failure ? <Alert tone="error">{remove.failure}</Alert> : null}
          {error ? <Alert tone="error">Could not refresh the menus: {error.message}</Alert> : null}
          <DataTable
            label="Existing Menus"
            columns={menuColumns({ onEdit: setEditing, onDelete: remove.ask, preloadEdit: EditMenuDialog.preload })}
            data={menus}
            getRowId={(m) => m._id}
            empty="No menus yet. Add one above."
          />
        </div>
      </Card>
      {editing ? (
        <EditMenuDialog
          menu={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            toast.success(`Menu ${editing.name} saved`);
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        {...remove.dialog}
        title="Delete menu?"
        description={remove.target ? `${remove.target.name} (${remove.target.path}, ${remove.target.product}) will disappear from every user's navigation. This cannot be undone.` : ""}
      />
    </div>
  );
}

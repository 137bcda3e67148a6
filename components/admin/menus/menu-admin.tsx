"use client";

import { useState } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { useAdminList } from "@/components/admin/use-admin-list";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { MenuDto } from "@/lib/menus/list-menus";
import { AddMenuForm } from "./add-menu-form";
import { EditMenuDialog } from "./edit-menu-dialog";
import { MenusTable } from "./menus-table";

export function MenuAdmin({ initialMenus }: { initialMenus: MenuDto[] }) {
  const { items: menus, error, refresh } = useAdminList("/api/admin/menus", initialMenus);
  const [editing, setEditing] = useState<MenuDto | null>(null);
  const [deleting, setDeleting] = useState<MenuDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    try {
      await apiFetch(`/api/admin/menus/${encodeURIComponent(deleting._id)}`, { method: "DELETE" });
      toast.success(`Menu ${deleting.name} deleted`);
      await refresh();
    } catch (err) {
      setFailure(`Failed to delete menu: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Menus" />
      <AddMenuForm onCreated={() => void refresh()} />
      <Card title="Existing Menus">
        <div className="flex flex-col gap-3">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {error ? <Alert tone="error">Could not refresh the menus: {error.message}</Alert> : null}
          <MenusTable menus={menus} onEdit={setEditing} onDelete={setDeleting} />
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
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete menu?"
        description={deleting ? `${deleting.name} (${deleting.path}, ${deleting.product}) will disappear from every user's navigation. This cannot be undone.` : ""}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { MenuDto } from "@/lib/menus/list-menus";
import type { MenuBody } from "@/lib/menus/schemas";
import { menuFailure } from "./menu-failure";
import { MenuFields } from "./menu-fields";
import { useMenuForm } from "./use-menu-form";

type Props = { menu: MenuDto; onClose(): void; onSaved(): void };

export function EditMenuDialog({ menu, onClose, onSaved }: Props) {
  const form = useMenuForm(menu);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(values: MenuBody) {
    setFailure(null);
    try {
      await apiFetch(`/api/admin/menus/${encodeURIComponent(menu._id)}`, { method: "PUT", json: values });
      onSaved();
    } catch (err) {
      setFailure(menuFailure(err, "Failed to save menu."));
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit Menu" className="w-[min(92vw,44rem)]">
      <form id="edit-menu-form" onSubmit={form.handleSubmit(save)} noValidate className="flex flex-col gap-4">
        <MenuFields form={form} />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </form>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" form="edit-menu-form" busy={form.formState.isSubmitting}>
          Save
        </Button>
      </div>
    </Dialog>
  );
}

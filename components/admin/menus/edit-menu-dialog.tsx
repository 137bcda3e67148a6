"use client";

import { useState } from "react";
import { saveAdminRecord } from "@/components/admin/save-admin-record";
import { Alert } from "@/components/ui/alert";
import { FormDialog } from "@/components/ui/form-dialog";
import type { MenuDto } from "@/lib/menus/menu-dto";
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
      await saveAdminRecord("/api/admin/menus", menu._id, values);
      onSaved();
    } catch (err) {
      setFailure(menuFailure(err, "Failed to save menu."));
    }
  }

  return (
    <FormDialog
      formId="edit-menu-form"
      title="Edit Menu"
      width="xl"
      onClose={onClose}
      onSubmit={form.handleSubmit(save)}
      busy={form.formState.isSubmitting}
    >
      <MenuFields form={form} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </FormDialog>
  );
}

"use client";

import { useState } from "react";
import { saveAdminRecord } from "@/components/admin/save-admin-record";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { preloadOn } from "@/components/ui/preload-on";
import type { MenuBody } from "@/lib/menus/schemas";
import { menuFailure } from "./menu-failure";
import { MenuFields } from "./menu-fields";
import { emptyMenu, menuResolver, useMenuForm } from "./use-menu-form";

export const MENU_CREATED = "Menu created successfully!";
export const MENU_CREATE_FAILED = "Failed to create menu.";

type Notice = { tone: "success" | "error"; text: string } | null;

export function AddMenuForm({ onCreated }: { onCreated(): void }) {
  const form = useMenuForm();
  const [notice, setNotice] = useState<Notice>(null);

  async function create(values: MenuBody) {
    setNotice(null);
    try {
      await saveAdminRecord("/api/admin/menus", null, values);
      setNotice({ tone: "success", text: MENU_CREATED });
      form.reset(emptyMenu);
      onCreated();
    } catch (err) {
      setNotice({ tone: "error", text: menuFailure(err, MENU_CREATE_FAILED) });
    }
  }

  return (
    <Card title="Add Menu">
      <form
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(create)}
        noValidate
        aria-label="Add Menu"
        {...preloadOn(menuResolver.preload)}
      >
        <MenuFields form={form} />
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <Button type="submit" className="self-start" busy={form.formState.isSubmitting}>
          Add Menu
        </Button>
      </form>
    </Card>
  );
}

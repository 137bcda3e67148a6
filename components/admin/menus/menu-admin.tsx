"use client";

import { AdminListScreen } from "@/components/admin/admin-list-screen";
import { dialogOnDemand } from "@/components/ui/dialog-on-demand";
import type { MenuDto } from "@/lib/menus/menu-dto";
import { AddMenuForm } from "./add-menu-form";
import { menuColumns } from "./menus-columns";

const EditMenuDialog = dialogOnDemand(() => import("./edit-menu-dialog").then((m) => m.EditMenuDialog));

/** Menus are added by the form above the list, so its dialog only edits. */
export function MenuAdmin({ initialMenus }: { initialMenus: MenuDto[] }) {
  return (
    <AdminListScreen<MenuDto>
      title="Menus"
      path="/api/admin/menus"
      initial={initialMenus}
      above={(refresh) => <AddMenuForm onCreated={refresh} />}
      label="Existing Menus"
      inCard
      plural="menus"
      columns={menuColumns}
      empty="No menus yet. Add one above."
      preloadDialog={EditMenuDialog.preload}
      dialog={(menu, done) =>
        menu ? (
          <EditMenuDialog menu={menu} onClose={done.close} onSaved={() => done.saved(`Menu ${menu.name} saved`)} />
        ) : null
      }
      remove={{
        title: "Delete menu?",
        description: (menu) =>
          `${menu.name} (${menu.path}, ${menu.product}) will disappear from every user's navigation. This cannot be undone.`,
        deleted: (menu) => `Menu ${menu.name} deleted`,
        failed: (message) => `Failed to delete menu: ${message}`,
      }}
    />
  );
}

"use client";

import { useForm } from "react-hook-form";
import { resolverOnDemand } from "@/components/ui/resolver-on-demand";
import type { MenuDto } from "@/lib/menus/menu-dto";
import { isMenuRole } from "@/lib/menus/menu-options";
import type { MenuBody, MenuFormValues } from "@/lib/menus/schemas";

export const emptyMenu: MenuFormValues = { name: "", path: "", product: "", roles: [] };

/** The API's own schema, imported (with zod) on the first submit or when focus first comes to the form. */
export const menuResolver = resolverOnDemand(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@/lib/menus/schemas")]).then(
    ([{ zodResolver }, { menuBodySchema }]) => zodResolver(menuBodySchema),
  ),
);

/** The menu form of both Add Menu and the edit dialog, validated by the API's own schema. */
export function useMenuForm(menu?: MenuDto) {
  return useForm<MenuFormValues, unknown, MenuBody>({
    resolver: menuResolver,
    defaultValues: menu
      ? { name: menu.name, path: menu.path, product: menu.product, roles: menu.roles.filter(isMenuRole) }
      : emptyMenu,
  });
}

export type MenuForm = ReturnType<typeof useMenuForm>;

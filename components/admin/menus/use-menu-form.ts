"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { MenuDto } from "@/lib/menus/menu-dto";
import { isMenuRole, menuBodySchema, type MenuBody, type MenuFormValues } from "@/lib/menus/schemas";

export const emptyMenu: MenuFormValues = { name: "", path: "", product: "", roles: [] };

/** The menu form of both Add Menu and the edit dialog, validated by the API's own schema. */
export function useMenuForm(menu?: MenuDto) {
  return useForm<MenuFormValues, unknown, MenuBody>({
    resolver: zodResolver(menuBodySchema),
    defaultValues: menu ? { name: menu.name, path: menu.path, product: menu.product, roles: menu.roles.filter(isMenuRole) } : emptyMenu,
  });
}

export type MenuForm = ReturnType<typeof useMenuForm>;

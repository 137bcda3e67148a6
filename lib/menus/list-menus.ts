import { asc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { menus, type Menu } from "@/db/schema";

/** A menu as the admin API and screen know it. */
export function toMenuDto(m: Menu) {
  return { _id: m.id, name: m.name, path: m.path, product: m.product, roles: m.roles };
}
export type MenuDto = ReturnType<typeof toMenuDto>;

/** Every menu, in navigation order (the admin's Existing Menus). */
export async function listMenus(db: Db): Promise<MenuDto[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.sortOrder), asc(menus.name));
  return rows.map(toMenuDto);
}

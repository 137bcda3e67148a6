import { asc } from "drizzle-orm";
import type { Db } from "@/db/client";
import { menus } from "@/db/schema";
import { toMenuDto, type MenuDto } from "./menu-dto";

/** Every menu, in navigation order (the admin's Existing Menus). */
export async function listMenus(db: Db): Promise<MenuDto[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.sortOrder), asc(menus.name));
  return rows.map(toMenuDto);
}

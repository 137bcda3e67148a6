// GET /api/admin/menus – every menu; POST – add a menu (admin; a duplicate path + product answers 409)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/route";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { listMenus } from "@/lib/menus/list-menus";
import { createMenu } from "@/lib/menus/save-menu";
import { menuBodySchema } from "@/lib/menus/schemas";

export const GET = authedRoute(async ({ db }) => NextResponse.json(await listMenus(db)), { admin: true });

export const POST = authedRoute(
  async ({ req, db, auth }) => {
    const body = menuBodySchema.parse(await readJson(req));
    const menu = await db.transaction(async (tx) => {
      const created = await createMenu(tx, body);
      await writeAdminLog(tx, { auth, req, action: "menu.create", message: `Menu ${created.name} (${created.path}, ${created.product}) created`, target: { menuId: created._id } });
      return created;
    });
    return NextResponse.json(menu, { status: 201 });
  },
  { admin: true },
);

// GET /api/admin/menus – every menu; POST – add a menu (admin; a duplicate path + product answers 409)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { listMenus } from "@/lib/menus/list-menus";
import { createMenu } from "@/lib/menus/save-menu";
import { menuBodySchema } from "@/lib/menus/schemas";

export const GET = authedRoute(async ({ db }) => NextResponse.json(await listMenus(db)), { admin: true });

export const POST = authedRoute(
  async ({ req, db, audit }) => {
    const created = await createMenu(db, menuBodySchema.parse(await readJson(req)));
    audit({
      action: "menu.create",
      message: `Menu ${created.name} (${created.path}, ${created.product}) created`,
      target: { menuId: created._id },
    });
    return NextResponse.json(created, { status: 201 });
  },
  { admin: true, audit: writeAdminLog },
);

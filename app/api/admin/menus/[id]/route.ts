// PUT /api/admin/menus/{id} – change a menu; DELETE – delete it (admin)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/route";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { deleteMenu } from "@/lib/menus/delete-menu";
import { updateMenu } from "@/lib/menus/save-menu";
import { menuBodySchema } from "@/lib/menus/schemas";

type Params = { id: string };

export const PUT = authedRoute<Params>(
  async ({ req, params, db, auth }) => {
    const body = menuBodySchema.parse(await readJson(req));
    const menu = await db.transaction(async (tx) => {
      const updated = await updateMenu(tx, { id: params.id, body });
      await writeAdminLog(tx, { auth, req, action: "menu.update", message: `Menu ${updated.name} (${updated.path}, ${updated.product}) updated`, target: { menuId: updated._id } });
      return updated;
    });
    return NextResponse.json(menu);
  },
  { admin: true },
);

export const DELETE = authedRoute<Params>(
  async ({ req, params, db, auth }) => {
    const menu = await db.transaction(async (tx) => {
      const deleted = await deleteMenu(tx, { id: params.id });
      await writeAdminLog(tx, { auth, req, action: "menu.delete", message: `Menu ${deleted.name} (${deleted.path}, ${deleted.product}) deleted`, target: { menuId: deleted._id } });
      return deleted;
    });
    return NextResponse.json({ deleted: menu._id });
  },
  { admin: true },
);

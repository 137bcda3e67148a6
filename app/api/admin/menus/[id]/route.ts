// PUT /api/admin/menus/{id} – change a menu; DELETE – delete it (admin)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { deleteMenu } from "@/lib/menus/delete-menu";
import { updateMenu } from "@/lib/menus/save-menu";
import { menuBodySchema } from "@/lib/menus/schemas";

type Params = { id: string };

export const PUT = authedRoute<Params>(
  async ({ req, params, db, audit }) => {
    const updated = await updateMenu(db, { id: params.id, body: menuBodySchema.parse(await readJson(req)) });
    audit({
      action: "menu.update",
      message: `Menu ${updated.name} (${updated.path}, ${updated.product}) updated`,
      target: { menuId: updated._id },
    });
    return NextResponse.json(updated);
  },
  { admin: true, audit: writeAdminLog },
);

export const DELETE = authedRoute<Params>(
  async ({ params, db, audit }) => {
    const deleted = await deleteMenu(db, { id: params.id });
    audit({
      action: "menu.delete",
      message: `Menu ${deleted.name} (${deleted.path}, ${deleted.product}) deleted`,
      target: { menuId: deleted._id },
    });
    return NextResponse.json({ deleted: deleted._id });
  },
  { admin: true, audit: writeAdminLog },
);

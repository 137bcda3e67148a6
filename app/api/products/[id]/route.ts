// PUT /api/products/{id} – update a product (its ID stays); DELETE – delete it (admin)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/route";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { deleteProduct } from "@/lib/products/delete-product";
import { updateProduct } from "@/lib/products/save-product";
import { productUpdateSchema } from "@/lib/products/schemas";

type Params = { id: string };

export const PUT = authedRoute<Params>(
  async ({ req, params, db, auth }) => {
    const body = productUpdateSchema.parse(await readJson(req));
    const product = await db.transaction(async (tx) => {
      const updated = await updateProduct(tx, { id: params.id, body });
      await writeAdminLog(tx, { auth, req, action: "product.update", message: `Product ${updated._id} updated`, target: { productId: updated._id } });
      return updated;
    });
    return NextResponse.json(product);
  },
  { admin: true },
);

export const DELETE = authedRoute<Params>(
  async ({ req, params, db, auth }) => {
    const deleted = await db.transaction(async (tx) => {
      const row = await deleteProduct(tx, { id: params.id });
      await writeAdminLog(tx, { auth, req, action: "product.delete", message: `Product ${row.id} deleted`, target: { productId: row.id } });
      return row;
    });
    return NextResponse.json({ deleted: deleted.id });
  },
  { admin: true },
);

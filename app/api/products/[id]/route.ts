// PUT /api/products/{id} – update a product (its ID stays); DELETE – delete it (admin)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { deleteProduct } from "@/lib/products/delete-product";
import { updateProduct } from "@/lib/products/save-product";
import { productUpdateSchema } from "@/lib/products/schemas";

type Params = { id: string };

export const PUT = authedRoute<Params>(
  async ({ req, params, db, audit }) => {
    const updated = await updateProduct(db, { id: params.id, body: productUpdateSchema.parse(await readJson(req)) });
    audit({ action: "product.update", message: `Product ${updated._id} updated`, target: { productId: updated._id } });
    return NextResponse.json(updated);
  },
  { admin: true, audit: writeAdminLog },
);

export const DELETE = authedRoute<Params>(
  async ({ params, db, audit }) => {
    const deleted = await deleteProduct(db, { id: params.id });
    audit({ action: "product.delete", message: `Product ${deleted.id} deleted`, target: { productId: deleted.id } });
    return NextResponse.json({ deleted: deleted.id });
  },
  { admin: true, audit: writeAdminLog },
);

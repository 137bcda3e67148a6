// GET /api/products – every product (Home's cards, admin's table); POST – create one (admin)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { listProducts } from "@/lib/products/list-products";
import { createProduct } from "@/lib/products/save-product";
import { productBodySchema } from "@/lib/products/schemas";

export const GET = authedRoute(async ({ db }) => NextResponse.json(await listProducts(db)));

export const POST = authedRoute(
  async ({ req, db, audit }) => {
    const created = await createProduct(db, productBodySchema.parse(await readJson(req)));
    audit({ action: "product.create", message: `Product ${created._id} created`, target: { productId: created._id } });
    return NextResponse.json(created, { status: 201 });
  },
  { admin: true, audit: writeAdminLog },
);

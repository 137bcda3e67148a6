// POST /api/create-product – create a product in the ERP once per form submission (Create New Product)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { createProductOnce } from "@/lib/create-product/create-product";
import { createProductBodySchema } from "@/lib/create-product/schemas";
import { writeScope } from "@/lib/erp-writes/write-scope";

export const POST = authedRoute(async (args) => {
  const body = createProductBodySchema.parse(await readJson(args.req));
  const { result, replayed } = await createProductOnce(await writeScope(args), body);
  return NextResponse.json({ product: result, replayed }, { status: replayed ? 200 : 201 });
});

// POST /api/vendor-add – create one vendor (a new pay-to, or a ship-from under its pay-to) once per form submission
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { writeScope } from "@/lib/erp-writes/write-scope";
import { createVendorOnce } from "@/lib/vendor-add/create-vendor";
import { createVendorBodySchema } from "@/lib/vendor-add/schemas";

export const POST = authedRoute(async (args) => {
  const body = createVendorBodySchema.parse(await readJson(args.req));
  const { result, replayed } = await createVendorOnce(await writeScope(args), body);
  return NextResponse.json({ vendor: result, replayed }, { status: replayed ? 200 : 201 });
});

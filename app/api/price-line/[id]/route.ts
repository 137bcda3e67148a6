// PUT /api/price-line/{id} – save a price line's branch access list once, with the update key it was read with
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { erpId } from "@/lib/erp/schemas/common";
import { writeScope } from "@/lib/erp-writes/write-scope";
import { savePriceLineAccess } from "@/lib/price-line/save-access";
import { saveAccessBodySchema } from "@/lib/price-line/schemas";

export const PUT = authedRoute<{ id: string }>(async (args) => {
  const { req, params } = args;
  const lineId = erpId.parse(params.id);
  const body = saveAccessBodySchema.parse(await readJson(req));
  const saved = await savePriceLineAccess(await writeScope(args), {
    lineId,
    updateKey: body.updateKey,
    branchIds: body.branchAccessList,
  });
  return NextResponse.json(saved);
});

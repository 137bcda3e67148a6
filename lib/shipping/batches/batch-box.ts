import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { boxPresets, type BatchBox } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

/**
 * A batch has no scale: each package weighs what its box's preset says it weighs empty, the ERP's order giving no
 * weight (lib/shipping/desk/get-order-details.ts), and at least this much when the preset has no empty weight.
 */
export const BATCH_MIN_WEIGHT_LB = 1;

/** The branch's box the batch packs every invoice in, as its preset stands now; another company's box is a 404. */
export async function batchBoxOrThrow(
  db: Db,
  params: { companyId: string; branch: string; presetId: string },
): Promise<BatchBox> {
  const preset = await db.query.boxPresets.findFirst({
    where: and(
      eq(boxPresets.id, params.presetId),
      eq(boxPresets.companyId, params.companyId),
      eq(boxPresets.branch, params.branch),
    ),
  });
  if (!preset)
    throw new ApiError({ code: "not_found", message: `This box is not one of branch ${params.branch}'s boxes.` });
  const { id: presetId, name, length, width, height, emptyWeight } = preset;
  return { presetId, name, length, width, height, weight: Math.max(emptyWeight ?? 0, BATCH_MIN_WEIGHT_LB) };
}

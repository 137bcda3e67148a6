import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { boxPresets, type BatchBox } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

/**
 * The branch's box the batch packs every invoice in, as its preset stands now; another company's box is a 404. Its
 * `weight` is the preset's empty weight, which each invoice's weight adds to its goods (CLARIFICATIONS 63); a preset
 * without one adds nothing, never a weight nobody gave.
 */
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
  return { presetId, name, length, width, height, weight: emptyWeight ?? 0 };
}

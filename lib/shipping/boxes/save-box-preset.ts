import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { boxPresets, companies } from "@/db/schema";
import { pgErrorCode } from "@/db/pg-error-code";
import { ApiError } from "@/lib/errors/api-error";
import { BOX_MSG, MAX_BOXES_PER_BRANCH } from "./box-limits";
import { toBoxPresetDto, type BoxPresetDto } from "./box-preset-dto";
import type { BoxPresetInput } from "./schemas";

type Scope = { companyId: string };

/** A name already used at the branch is a 409 that says so, never a 500. */
async function uniqueName<T>(box: { name: string; branch: string }, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === "23505")
      throw new ApiError({ code: "conflict", message: BOX_MSG.duplicate(box.name, box.branch) });
    throw err;
  }
}

/**
 * Adds a box to a branch, at most MAX_BOXES_PER_BRANCH of them: the company's row is locked while counting, so two
 * saves at once cannot both take the last place.
 */
export async function createBoxPreset(
  db: Db,
  scope: Scope,
  box: BoxPresetInput & { branch: string },
): Promise<BoxPresetDto> {
  return uniqueName(box, () =>
    db.transaction(async (tx) => {
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, scope.companyId)).for("update");
      const [{ n }] = await tx
        .select({ n: count() })
        .from(boxPresets)
        .where(and(eq(boxPresets.companyId, scope.companyId), eq(boxPresets.branch, box.branch)));
      if (n >= MAX_BOXES_PER_BRANCH) throw new ApiError({ code: "conflict", message: BOX_MSG.tooMany(box.branch) });
      const [row] = await tx
        .insert(boxPresets)
        .values({ ...box, companyId: scope.companyId })
        .returning();
      return toBoxPresetDto(row);
    }),
  );
}

/** Changes a box of the company (its branch stays); another company's box is not found. */
export async function updateBoxPreset(
  db: Db,
  scope: Scope & { presetId: string },
  box: BoxPresetInput,
): Promise<BoxPresetDto> {
  const existing = await db.query.boxPresets.findFirst({
    where: and(eq(boxPresets.id, scope.presetId), eq(boxPresets.companyId, scope.companyId)),
    columns: { branch: true },
  });
  if (!existing) throw new ApiError({ code: "not_found", message: BOX_MSG.notFound });
  const [row] = await uniqueName({ ...box, branch: existing.branch }, () =>
    db
      .update(boxPresets)
      .set({ ...box, updatedAt: new Date() })
      .where(and(eq(boxPresets.id, scope.presetId), eq(boxPresets.companyId, scope.companyId)))
      .returning(),
  );
  if (!row) throw new ApiError({ code: "not_found", message: BOX_MSG.notFound });
  return toBoxPresetDto(row);
}

/** Deletes a box of the company; a customer's last box keeps its size (the preset link clears). */
export async function deleteBoxPreset(db: Db, scope: Scope & { presetId: string }): Promise<void> {
  const gone = await db
    .delete(boxPresets)
    .where(and(eq(boxPresets.id, scope.presetId), eq(boxPresets.companyId, scope.companyId)))
    .returning({ id: boxPresets.id });
  if (!gone.length) throw new ApiError({ code: "not_found", message: BOX_MSG.notFound });
}

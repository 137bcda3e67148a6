import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { closeOuts, shipments, type CloseOut } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { CloseOutDto } from "./close-out-dto";
import { settleManifests } from "./settle-manifests";
import { closeOutShipments, findCloseOut, readCloseOut, type BranchDay } from "./read-close-out";

const DAY_MS = 86_400_000;

/** The clerk's day is today on some clock of the world: a day more than that away from ours is refused. */
function assertToday(day: string) {
  const at = Date.parse(`${day}T12:00:00Z`);
  if (Math.abs(at - Date.now()) > 1.5 * DAY_MS) {
    throw new ApiError({ code: "bad_request", message: "Only today's labels can be closed out." });
  }
}

/**
 * The close-out of (company, branch, day), made once: the record and the labels it takes (every label of the branch
 * not yet closed out, voids excluded) land together. A later press finds it as it is, so a label bought after it
 * stays open for the next close-out.
 */
async function closeOutOnce(db: Db, at: BranchDay, userId: string): Promise<CloseOut> {
  const made = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(closeOuts)
      .values({ companyId: at.companyId, branch: at.branch, day: at.day, closedBy: userId })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await tx
      .update(shipments)
      .set({ closeOutId: row.id })
      .where(
        and(
          eq(shipments.companyId, at.companyId),
          eq(shipments.branch, at.branch),
          isNull(shipments.closeOutId),
          ne(shipments.internalStatus, "VOIDED"),
        ),
      );
    return row;
  });
  return made ?? (await findCloseOut(db, at))!;
}

/**
 * Close Out (issue 29 point 2): closes the branch's day once, then makes each carrier's manifest that is not made
 * yet (once per carrier account and day, however often this is pressed). A refused or unconfirmed manifest is kept
 * with its reason on the close-out; pressing again retries it.
 */
export async function closeOutDay(db: Db, at: BranchDay & { userId: string }): Promise<CloseOutDto> {
  assertToday(at.day);
  const closeOut = await closeOutOnce(db, at, at.userId);
  const labels = await closeOutShipments(db, at, closeOut.id);
  await settleManifests(db, closeOut, labels);
  return readCloseOut(db, at);
}

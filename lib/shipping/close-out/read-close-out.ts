import { and, asc, count, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { closeOuts, shipments, type CloseOut, type Shipment } from "@/db/schema";
import type { CloseOutDto, CloseOutLabelDto } from "./close-out-dto";
import { closeOutTotals } from "./close-out-totals";

export type BranchDay = { companyId: string; branch: string; day: string };

/** A branch's labels that count (voids never do): those a close-out took, or (null) those still open. */
const labelsOf = (companyId: string, branch: string, closeOutId: string | null) =>
  and(
    eq(shipments.companyId, companyId),
    eq(shipments.branch, branch),
    closeOutId ? eq(shipments.closeOutId, closeOutId) : isNull(shipments.closeOutId),
    ne(shipments.internalStatus, "VOIDED"),
  );

export async function findCloseOut(db: Db, at: BranchDay): Promise<CloseOut | undefined> {
  return db.query.closeOuts.findFirst({
    where: and(eq(closeOuts.companyId, at.companyId), eq(closeOuts.branch, at.branch), eq(closeOuts.day, at.day)),
  });
}

export async function closeOutShipments(db: Db, at: BranchDay, closeOutId: string | null): Promise<Shipment[]> {
  return db
    .select()
    .from(shipments)
    .where(labelsOf(at.companyId, at.branch, closeOutId))
    .orderBy(asc(shipments.createdAt));
}

export const toCloseOutLabel = (s: Shipment): CloseOutLabelDto => ({
  id: s.id,
  invoiceNumber: typeof s.metadata.reference === "string" ? s.metadata.reference : s.invoiceNumber,
  packageNumber: s.packageNumber,
  carrier: s.carrier ?? "other",
  service: s.servicelevel,
  trackingNumber: s.trackingNumber,
  weight: Number(s.parcel?.weight ?? 0),
  cost: Number(s.costAmount ?? 0),
  createdAt: s.createdAt.toISOString(),
});

/** The branch's day: its close-out as it stands, or the open labels Close Out would take. */
export async function readCloseOut(db: Db, at: BranchDay): Promise<CloseOutDto> {
  const closed = await findCloseOut(db, at);
  const rows = await closeOutShipments(db, at, closed?.id ?? null);
  const labels = rows.map(toCloseOutLabel);
  let waitingForNext = 0;
  if (closed) {
    const [open] = await db
      .select({ n: count() })
      .from(shipments)
      .where(labelsOf(at.companyId, at.branch, null));
    waitingForNext = open.n;
  }
  return {
    branch: at.branch,
    day: at.day,
    closedAt: closed?.closedAt.toISOString() ?? null,
    labels,
    totals: closeOutTotals(labels),
    manifests: closed?.manifests ?? [],
    waitingForNext,
  };
}

// What the close-out routes answer and the close-out screen draws. No imports but types: client and server alike.
import type { CloseOutManifest } from "@/db/schema";

/** One label of a close-out, as the printed manifest lists it. */
export type CloseOutLabelDto = {
  id: string;
  invoiceNumber: string;
  packageNumber: number;
  carrier: string;
  service: string | null;
  trackingNumber: string | null;
  weight: number;
  cost: number;
  createdAt: string;
};

/** A carrier's line of the close-out: how many labels, their weight (lb) and their cost. */
export type CarrierTotalDto = { carrier: string; count: number; weight: number; cost: number };

export type CloseOutTotalsDto = { carriers: CarrierTotalDto[]; count: number; weight: number; cost: number };

/**
 * A branch's day: closed (its labels, totals and manifests, and how many labels bought since wait for the next
 * close-out), or still open (the labels Close Out would take; `closedAt` null).
 */
export type CloseOutDto = {
  branch: string;
  day: string;
  closedAt: string | null;
  labels: CloseOutLabelDto[];
  totals: CloseOutTotalsDto;
  manifests: CloseOutManifest[];
  /** Labels of the branch bought after this close-out: they go into the next one. */
  waitingForNext: number;
};

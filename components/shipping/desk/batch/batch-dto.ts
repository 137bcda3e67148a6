// The batch routes' bodies and answers as the screens use them (issue 27 point 4). Until the server's
// lib/shipping/batches/schemas.ts is merged this file states the agreed contract; then it re-exports those types.

export type BatchRule = { kind: "cheapest" } | { kind: "fastest"; withinDays: number };

export type BatchRate = {
  quoteId: string;
  carrier: string;
  service: string;
  amount: number;
  currency: string;
  estimatedDays: number | null;
};

export type BatchReviewItem = {
  invoiceNumber: string;
  customer: string | null;
  shipVia: string | null;
  rate: BatchRate | null;
  reason?: string;
};

export type BatchReview = {
  items: BatchReviewItem[];
  totals: { count: number; amount: number; currency: string };
};

export type BatchItemDto = {
  invoiceNumber: string;
  state: "queued" | "buying" | "bought" | "failed";
  reason: string | null;
  carrier: string | null;
  service: string | null;
  amount: number | null;
  trackingNumber: string | null;
};

export type BatchDto = {
  id: string;
  branch: string;
  state: "running" | "finished";
  createdBy: string | null;
  createdAt: string;
  items: BatchItemDto[];
  counts: { total: number; bought: number; failed: number; pending: number };
};

export const MAX_WITHIN_DAYS = 10;

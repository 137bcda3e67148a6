// What Needs Attention answers and its screens draw (CLARIFICATIONS 58). Types only: client and server alike.

/** Why a shipment is listed: one per reason of CLARIFICATIONS 58, and 57's second label. */
export type AttentionReason =
  "freight" | "refund-open" | "refund-refused" | "second-label" | "mail" | "manifest" | "delivery" | "no-scan";

/**
 * The one action that settles a row, each the portal's existing path for it: Post Freight runs the shipment's
 * workflow again (`workflowId`; null when the label has none, bought before workflows or by an API caller that posts
 * its own freight: the desk's invoice screen ships it again), Void Again voids the label, Retry Mail sends the mail
 * again, Close Out Again presses Close Out for the close-out's branch and day, Track Again reads the track again.
 */
export type AttentionAction =
  | { kind: "Post Freight"; workflowId: string | null }
  | { kind: "Void Again" }
  | { kind: "Retry Mail"; mailId: string }
  | { kind: "Close Out Again"; branch: string; day: string }
  | { kind: "Track Again" };

export type AttentionActionKind = AttentionAction["kind"];

export type AttentionRowDto = {
  /** The shipment and the reason: a shipment with two problems has two rows, each with its own action. */
  id: string;
  shipmentId: string;
  companyId: string;
  companyCode: string;
  branch: string | null;
  /** The invoice, or a manual shipment's Reference. */
  reference: string;
  /** The ERP invoice (the desk's screen of it), or a manual shipment's id. */
  invoiceNumber: string;
  packageNumber: number;
  trackingNumber: string | null;
  carrier: string | null;
  reason: AttentionReason;
  /** Why, in one plain sentence. */
  sentence: string;
  /** Since when (ISO 8601). */
  since: string;
  action: AttentionAction;
};

export type AttentionListDto = {
  rows: AttentionRowDto[];
  /** More shipments need attention than one list shows (ATTENTION_ROW_LIMIT, the oldest first). */
  truncated: boolean;
};

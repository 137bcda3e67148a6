import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { Claims } from "@/lib/auth/claims";
import { shipments } from "@/db/schema";
import { EVERY_COMPANY, type ShipmentOwner } from "../core/find-shipment";
import { shipmentScope } from "../tracking/shipments/shipment-access";
import { shipmentReference } from "../tracking/shipments/shipment-dto";
import type { AttentionListDto, AttentionReason, AttentionRowDto } from "./attention-dto";
import type { AttentionRule } from "./attention-rule";
import { selectCandidates, type AttentionCandidate } from "./candidates";
import { deliveryProblem } from "./reasons/delivery-problem";
import { freightNotPosted } from "./reasons/freight-not-posted";
import { mailFailed } from "./reasons/mail-failed";
import { noScan } from "./reasons/no-scan";
import { notOnManifest } from "./reasons/not-on-manifest";
import { refundOpen, refundRefused } from "./reasons/refund-unsettled";
import { secondLabel } from "./reasons/second-label";
import { ATTENTION_ROW_LIMIT } from "./thresholds";

/** CLARIFICATIONS 58's reasons, and 57's second label, in the order a shipment's rows are listed. */
const RULES: readonly AttentionRule[] = [
  freightNotPosted,
  refundRefused,
  secondLabel,
  refundOpen,
  notOnManifest,
  mailFailed,
  deliveryProblem,
  noScan,
];

function rowsOf(c: AttentionCandidate): AttentionRowDto[] {
  const s = c.shipment;
  return RULES.filter((rule) => c.matched[rule.reason]).map((rule) => {
    const found = rule.finding(c);
    return {
      id: `${s.id}:${rule.reason}`,
      shipmentId: s.id,
      companyId: s.companyId,
      companyCode: c.companyCode,
      branch: s.branch,
      reference: shipmentReference(s) ?? s.invoiceNumber,
      invoiceNumber: s.invoiceNumber,
      packageNumber: s.packageNumber,
      trackingNumber: s.trackingNumber,
      carrier: s.carrier,
      reason: rule.reason,
      sentence: found.sentence,
      since: found.since.toISOString(),
      action: found.action,
    };
  });
}

/**
 * Needs Attention (CLARIFICATIONS 58): every shipment of the owner (a company, or every company for an
 * administrator), of one branch if named, whose money is not settled or whose delivery went wrong, a row per reason,
 * the longest waiting first. One read of the database, whatever the number of rows.
 */
export async function readAttention(
  db: Db,
  p: { owner: ShipmentOwner; branch?: string | null; now?: Date },
): Promise<AttentionListDto> {
  const now = p.now ?? new Date();
  const scope: SQL[] = [];
  if (p.owner !== EVERY_COMPANY) scope.push(eq(shipments.companyId, p.owner));
  if (p.branch) scope.push(eq(shipments.branch, p.branch));
  const tests = Object.fromEntries(RULES.map((rule) => [rule.reason, rule.test(now)])) as Record<AttentionReason, SQL>;
  const found = await selectCandidates(db, {
    scope: scope.length ? and(...scope) : undefined,
    tests,
    now,
    limit: ATTENTION_ROW_LIMIT + 1,
  });
  const rows = found.slice(0, ATTENTION_ROW_LIMIT).flatMap(rowsOf);
  rows.sort((a, b) => a.since.localeCompare(b.since));
  return { rows, truncated: found.length > ATTENTION_ROW_LIMIT };
}

/**
 * Needs Attention as the caller may see it (as Shipment Tracking's rows): a user their company's, if they may use
 * Ship54; an administrator every company's, or the one they name.
 */
export async function readAttentionFor(
  db: Db,
  claims: Claims,
  p: { companyId?: string | null; branch?: string | null },
): Promise<AttentionListDto> {
  const owner = (await shipmentScope(db, claims, p.companyId)) ?? EVERY_COMPANY;
  return readAttention(db, { owner, branch: p.branch });
}

import "server-only";
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  closeOuts,
  companies,
  customerMails,
  shipmentEvents,
  shipments,
  shipmentWorkflows,
  type WorkflowStep,
} from "@/db/schema";
import { HELD_FOR_VOID } from "../mails/label-void-hold";
import type { AttentionReason } from "./attention-dto";
import { refused, refusedBeforeIt } from "./refused-first";
import { MAIL_FAILURES } from "./thresholds";

/** Shippo's tracking statuses that mean the delivery went wrong (CLARIFICATIONS 58). */
export const DELIVERY_PROBLEMS = ["FAILURE", "RETURNED"] as const;

/** A mail the mail server refused MAIL_FAILURES times and that no sender holds now (one being tried is not failed). */
export function failingMail(now: Date): SQL {
  return and(
    eq(customerMails.state, "pending"),
    sql`${customerMails.attempts} >= ${MAIL_FAILURES}`,
    sql`${customerMails.lastError} is not null`,
    ne(customerMails.lastError, HELD_FOR_VOID),
    or(isNull(customerMails.leaseUntil), lt(customerMails.leaseUntil, now)),
  )!;
}

/**
 * The shipments in `scope` that pass one of the reasons' `tests`, each with which it passes and what the reasons
 * read beside it (its workflow, its failing mail, its close-out, its latest events, the refused label of its package),
 * in ONE statement: the side reads are lateral joins the database runs for the picked shipments only, never a query
 * per row.
 */
export function selectCandidates(
  db: Db,
  p: { scope: SQL | undefined; tests: Record<AttentionReason, SQL>; now: Date; limit: number },
) {
  const tests = Object.entries(p.tests) as [AttentionReason, SQL][];
  const matched = Object.fromEntries(tests.map(([reason, test]) => [reason, sql<boolean>`coalesce(${test}, false)`]));
  const wf = db
    .select({
      id: shipmentWorkflows.id,
      freight: sql<WorkflowStep | null>`${shipmentWorkflows.steps}->'freight'`.as("wf_freight"),
      plansFreight: sql<boolean>`${shipmentWorkflows.freight} is not null`.as("wf_plans_freight"),
    })
    .from(shipmentWorkflows)
    .where(
      and(
        eq(shipmentWorkflows.companyId, shipments.companyId),
        eq(shipmentWorkflows.invoiceNumber, shipments.invoiceNumber),
        sql`${shipmentWorkflows.shipmentIds} @> jsonb_build_array(${shipments.id}::text)`,
      ),
    )
    .orderBy(desc(shipmentWorkflows.createdAt))
    .limit(1)
    .as("wf");
  const mail = db
    .select({
      id: customerMails.id,
      kind: customerMails.kind,
      attempts: customerMails.attempts,
      lastError: customerMails.lastError,
      createdAt: customerMails.createdAt,
    })
    .from(customerMails)
    .where(and(eq(customerMails.shipmentId, shipments.id), failingMail(p.now)))
    .orderBy(asc(customerMails.createdAt))
    .limit(1)
    .as("mail");
  const at = sql`coalesce(${shipmentEvents.statusDate}, ${shipmentEvents.createdAt})`;
  const events = db
    .select({
      lastAt: sql<Date | null>`max(${at})`.mapWith(shipmentEvents.createdAt).as("ev_last_at"),
      problemAt: sql<Date | null>`max(${at}) filter (where ${inArray(shipmentEvents.status, [...DELIVERY_PROBLEMS])})`
        .mapWith(shipmentEvents.createdAt)
        .as("ev_problem_at"),
    })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipments.id))
    .as("ev");
  const first = db
    .select({ id: refused.id, refusedAt: refused.moneyStateAt })
    .from(refused)
    .where(refusedBeforeIt)
    .orderBy(desc(refused.moneyStateAt))
    .limit(1)
    .as("first");
  return db
    .select({
      shipment: {
        id: shipments.id,
        companyId: shipments.companyId,
        source: shipments.source,
        invoiceNumber: shipments.invoiceNumber,
        packageNumber: shipments.packageNumber,
        metadata: shipments.metadata,
        branch: shipments.branch,
        trackingNumber: shipments.trackingNumber,
        carrier: shipments.carrier,
        internalStatus: shipments.internalStatus,
        trackingStatus: shipments.trackingStatus,
        trackingStatusDetails: shipments.trackingStatusDetails,
        lastTrackedAt: shipments.lastTrackedAt,
        moneyState: shipments.moneyState,
        moneyStateAt: shipments.moneyStateAt,
        refundMessage: shipments.refundMessage,
        createdAt: shipments.createdAt,
      },
      companyCode: companies.companyCode,
      matched: matched as Record<AttentionReason, SQL<boolean>>,
      workflow: { id: wf.id, freight: wf.freight, plansFreight: wf.plansFreight },
      mail: {
        id: mail.id,
        kind: mail.kind,
        attempts: mail.attempts,
        lastError: mail.lastError,
        createdAt: mail.createdAt,
      },
      closeOut: {
        branch: closeOuts.branch,
        day: closeOuts.day,
        closedAt: closeOuts.closedAt,
        manifests: closeOuts.manifests,
      },
      events: { lastAt: events.lastAt, problemAt: events.problemAt },
      refusedFirst: { id: first.id, refusedAt: first.refusedAt },
    })
    .from(shipments)
    .innerJoin(companies, eq(companies.id, shipments.companyId))
    .leftJoin(closeOuts, eq(closeOuts.id, shipments.closeOutId))
    .leftJoinLateral(wf, sql`true`)
    .leftJoinLateral(mail, sql`true`)
    .leftJoinLateral(events, sql`true`)
    .leftJoinLateral(first, sql`true`)
    .where(and(p.scope, or(...tests.map(([, test]) => test))))
    .orderBy(asc(shipments.createdAt), asc(shipments.id))
    .limit(p.limit);
}

export type AttentionCandidate = Awaited<ReturnType<typeof selectCandidates>>[number];

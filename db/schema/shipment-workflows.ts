// One owner for a shipment (CLARIFICATIONS 56): what is left to do after a label is bought, kept so that the server
// finishes it whatever becomes of the request, the browser or the process that bought the label.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./core";
import { sessions } from "./sessions";

/** The steps after the label, in the order they run. */
export const WORKFLOW_STEPS = ["freight", "mail", "box"] as const;
export type WorkflowStepName = (typeof WORKFLOW_STEPS)[number];

/**
 * waiting: not done yet (run, or run again after a failure that may pass); done; skipped: nothing to do (Manual
 * Ship posts no freight, mails are off); failed: refused for good, it waits for a person (Needs Attention).
 */
export const WORKFLOW_STEP_STATES = ["waiting", "done", "skipped", "failed"] as const;
export type WorkflowStepState = (typeof WORKFLOW_STEP_STATES)[number];
export type WorkflowStep = { state: WorkflowStepState; message: string | null; tries: number };
export type WorkflowSteps = Record<WorkflowStepName, WorkflowStep>;

/** What the freight post needs, as the clerk chose it when the label was bought (CLARIFICATIONS 56). */
export type WorkflowFreight = {
  method?: "filedrop" | "lineitem";
  shipVia?: string | null;
  /** The scale's reading of the first package; each package's own weight is its parcel's. */
  actualWeight?: number | null;
  /** Each package's own scale reading, in package order (several packages). */
  actualWeights?: number[] | null;
  /** The customer's own carrier account the label was billed to (CLARIFICATIONS 61), set by the server from the quote. */
  billedTo?: { carrier: string; account: string } | null;
};
export type WorkflowBox = { presetId: string; customerId: string };

export const shipmentWorkflows = pgTable(
  "shipment_workflows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The first package's Shippo transaction: one workflow per purchase, however often it is asked for. */
    key: text("key").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    poNumber: text("po_number"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The session that bought the label: the ERP is reached with it (a workflow outlives its tab, not a sign-out). */
    sessionId: uuid("session_id").references(() => sessions.id, { onDelete: "set null" }),
    /** Every package's shipment record of the purchase, in package order. */
    shipmentIds: jsonb("shipment_ids").$type<string[]>().notNull(),
    /** null: no freight is posted (Manual Ship). */
    freight: jsonb("freight").$type<WorkflowFreight>(),
    box: jsonb("box").$type<WorkflowBox>(),
    steps: jsonb("steps").$type<WorkflowSteps>().notNull(),
    state: text("state").$type<"running" | "settled">().notNull().default("running"),
    /** While in the future, one runner (of any instance) holds the workflow. */
    runnerId: uuid("runner_id"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** A step that failed in a way that may pass is run again from then on. */
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex("shipment_workflows_key_idx").on(t.key),
    index("shipment_workflows_due_idx").on(t.state, t.nextRunAt),
    index("shipment_workflows_company_invoice_idx").on(t.companyId, t.invoiceNumber),
  ],
);

export type ShipmentWorkflow = typeof shipmentWorkflows.$inferSelect;

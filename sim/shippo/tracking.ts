// A parcel's tracking life: the scans it gets, in order, and how a Track looks to a given account at any point.
import { randomBytes } from "node:crypto";
import type { LocationWire, TrackingEventWire, TrackingStatusCode } from "./types";

export interface TrackRecord {
  carrier: string;
  number: string;
  test: boolean;
  provider: string;
  /** Accounts that bought the label or registered the number: they get its `track_updated` webhooks. */
  accounts: Set<string>;
  txAccount?: string;
  transactionId?: string;
  metadata: string | null;
  servicelevel: { name: string; token: string } | null;
  from: LocationWire | null;
  to: LocationWire | null;
  originHub: LocationWire;
  destHub: LocationWire;
  eta: string | null;
  originalEta: string | null;
  events: TrackingEventWire[];
  /** Index of the next step of the normal plan. */
  nextStep: number;
  final: boolean;
}

interface Step {
  status: TrackingStatusCode;
  code: string;
  text: string;
  details: (t: TrackRecord) => string;
  where: (t: TrackRecord) => LocationWire | null;
  actionRequired?: boolean;
}

/** The normal life of a parcel. OUT_FOR_DELIVERY is not a Shippo status: it is TRANSIT with that substatus. */
const NORMAL: Step[] = [
  {
    status: "PRE_TRANSIT",
    code: "information_received",
    text: "Information about the package received.",
    details: (t) => `Shipping label created, ${t.provider} awaiting item.`,
    where: (t) => t.from,
  },
  {
    status: "TRANSIT",
    code: "package_accepted",
    text: "Package has been accepted into the carrier network for delivery.",
    details: (t) => `Picked up by ${t.provider}.`,
    where: (t) => t.from,
  },
  {
    status: "TRANSIT",
    code: "package_departed",
    text: "Package has departed from an intermediate location in the carrier network.",
    details: (t) => `Departed ${t.provider} facility.`,
    where: (t) => t.originHub,
  },
  {
    status: "TRANSIT",
    code: "package_arrived",
    text: "Package has arrived at an intermediate location in the carrier network.",
    details: (t) => `Arrived at ${t.provider} destination facility.`,
    where: (t) => t.destHub,
  },
  {
    status: "TRANSIT",
    code: "out_for_delivery",
    text: "Package is out for delivery.",
    details: () => "Out for delivery.",
    where: (t) => t.to,
  },
  {
    status: "DELIVERED",
    code: "delivered",
    text: "Package has been delivered.",
    details: () => "Delivered, front door/porch.",
    where: (t) => t.to,
  },
];

const RETURN_PATH: Step[] = [
  {
    status: "TRANSIT",
    code: "delivery_attempted",
    text: "Delivery of the package was attempted.",
    details: () => "Delivery attempted - no access to delivery location.",
    where: (t) => t.to,
    actionRequired: true,
  },
  {
    status: "RETURNED",
    code: "return_to_sender",
    text: "Package is being returned to sender.",
    details: () => "Returned to sender.",
    where: (t) => t.from,
  },
];

const FAILURE_TEXT: Record<string, { text: string; details: string }> = {
  package_lost: {
    text: "Package has been lost.",
    details: "Package could not be located. Please contact the carrier.",
  },
  package_damaged: { text: "Package has been damaged.", details: "Package damaged in transit." },
  address_issue: { text: "Problem with the address.", details: "Incorrect address - the package cannot be delivered." },
  package_undeliverable: { text: "Package is undeliverable.", details: "Package could not be delivered." },
};

export type Milestone =
  "PRE_TRANSIT" | "TRANSIT" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "RETURNED" | "FAILURE";
const MILESTONE_STEP: Record<string, number> = {
  PRE_TRANSIT: 0,
  TRANSIT: 1,
  IN_TRANSIT: 2,
  OUT_FOR_DELIVERY: 4,
  DELIVERED: 5,
};

export const MILESTONES: Milestone[] = [
  "PRE_TRANSIT",
  "TRANSIT",
  "IN_TRANSIT",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
  "RETURNED",
  "FAILURE",
];

const newId = () => randomBytes(16).toString("hex");

function makeEvent(t: TrackRecord, step: Step, when: Date): TrackingEventWire {
  const stamp = when.toISOString();
  return {
    object_id: newId(),
    object_created: stamp,
    object_updated: stamp,
    status: step.status,
    status_details: step.details(t),
    status_date: stamp,
    substatus: { code: step.code, text: step.text, action_required: step.actionRequired ?? false },
    location: step.where(t),
  };
}

/** Event dates never go backwards and never tie, even when several scans are added in one call. */
function nextDate(t: TrackRecord, at: Date | undefined): Date {
  const last = t.events.at(-1);
  const candidate = at ?? new Date();
  if (!last) return candidate;
  const min = new Date(Date.parse(last.status_date) + 1000);
  return candidate > min ? candidate : min;
}

export interface AdvanceOptions {
  to?: Milestone;
  steps?: number;
  at?: Date;
  /** For FAILURE: the substatus code (package_lost, package_damaged, address_issue, package_undeliverable). */
  substatus?: string;
  /** Spacing between the scans added by one call, for believable timelines. */
  spacingMs?: number;
}

/**
 * Adds scans to a track. Without `to`, one step of the normal plan (or `steps` of them).
 * @returns the new events, oldest first; throws a message when the track cannot move that way.
 */
export function advance(t: TrackRecord, opts: AdvanceOptions = {}): TrackingEventWire[] {
  if (t.final) throw new Error(`Tracking ${t.number} is already final (${t.events.at(-1)?.status}).`);
  const plan: Step[] = [];
  const to = opts.to;
  if (to === "RETURNED") {
    plan.push(...RETURN_PATH);
  } else if (to === "FAILURE") {
    const code = opts.substatus && FAILURE_TEXT[opts.substatus] ? opts.substatus : "package_lost";
    const f = FAILURE_TEXT[code];
    plan.push({
      status: "FAILURE",
      code,
      text: f.text,
      details: () => f.details,
      where: (x) => x.destHub,
      actionRequired: true,
    });
  } else if (to) {
    const target = MILESTONE_STEP[to];
    if (target === undefined) throw new Error(`Unknown milestone ${to}.`);
    if (target < t.nextStep) throw new Error(`Tracking ${t.number} is already past ${to}.`);
    plan.push(...NORMAL.slice(t.nextStep, target + 1));
  } else {
    plan.push(...NORMAL.slice(t.nextStep, t.nextStep + Math.max(1, opts.steps ?? 1)));
  }
  if (plan.length === 0) throw new Error(`Tracking ${t.number} has no further steps.`);
  const added: TrackingEventWire[] = [];
  let at = opts.at;
  for (const step of plan) {
    const when = nextDate(t, at);
    const ev = makeEvent(t, step, when);
    t.events.push(ev);
    added.push(ev);
    if (at && opts.spacingMs) at = new Date(when.getTime() + opts.spacingMs);
    if (NORMAL.includes(step)) t.nextStep = NORMAL.indexOf(step) + 1;
    if (step.status === "DELIVERED" || step.status === "RETURNED" || step.status === "FAILURE") t.final = true;
  }
  return added;
}

/**
 * Moves a track back in time as though its label had been bought at `at`: every scan keeps its distance from the
 * first, and the ETAs move with them. For demo histories: a parcel bought weeks ago with a believable timeline.
 * @returns how far it moved, in milliseconds (to move the transaction's own dates the same way).
 */
export function backdate(t: TrackRecord, at: Date): number {
  const first = t.events[0];
  if (!first) return 0;
  const shift = at.getTime() - Date.parse(first.status_date);
  const move = (iso: string) => new Date(Date.parse(iso) + shift).toISOString();
  for (const e of t.events) {
    e.status_date = move(e.status_date);
    e.object_created = move(e.object_created);
    e.object_updated = move(e.object_updated);
  }
  if (t.eta) t.eta = move(t.eta);
  if (t.originalEta) t.originalEta = move(t.originalEta);
  return shift;
}

/** Shippo's sandbox numbers: carrier `shippo`, number `SHIPPO_<STATUS>`, answered with a canned history. */
export function sandboxTarget(number: string): Milestone | "UNKNOWN" | undefined {
  const m = /^SHIPPO_(PRE_TRANSIT|TRANSIT|DELIVERED|RETURNED|FAILURE|UNKNOWN)$/.exec(number);
  return m ? (m[1] as Milestone | "UNKNOWN") : undefined;
}

/**
 * The Track object as `account` sees it, optionally as it stood after event `upTo` (for replays).
 * Absent values are `null`, as in Shippo's webhook payloads; the SDK strips them from API answers.
 */
export function trackWire(t: TrackRecord, account: string | undefined, upTo?: number) {
  const history = upTo === undefined ? t.events : t.events.slice(0, upTo + 1);
  const latest = history.at(-1);
  const now = new Date().toISOString();
  const status = latest ?? {
    object_id: newId(),
    object_created: now,
    object_updated: now,
    status: "UNKNOWN" as const,
    status_details: "The carrier has not provided any tracking information for this shipment yet.",
    status_date: null,
    substatus: null,
    location: null,
  };
  return {
    carrier: t.carrier,
    tracking_number: t.number,
    address_from: t.from,
    address_to: t.to,
    eta: t.eta,
    original_eta: t.originalEta,
    servicelevel: t.servicelevel,
    metadata: t.metadata,
    messages: [] as string[],
    tracking_status: status,
    tracking_history: history,
    transaction: account !== undefined && account === t.txAccount ? (t.transactionId ?? null) : null,
    test: t.test,
  };
}

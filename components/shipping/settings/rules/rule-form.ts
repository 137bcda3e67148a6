// The rule dialog's fields as typed, to and from a rule; the server checks them (lib/shipping/rules/schemas.ts) and its
// 400 names each field by its path, which `fieldOfPath` turns back into the field it is shown beside.
import type { RuleDto } from "@/lib/shipping/rules/rule-dto";
import type { RuleKind } from "@/lib/shipping/rules/rule-limits";

type YesNo = "any" | "yes" | "no";

export type RuleFormValues = {
  name: string;
  branches: string;
  customerIds: string;
  shipVias: string;
  states: string;
  weightFrom: string;
  weightTo: string;
  residential: YesNo;
  orderTotalFrom: string;
  orderTotalTo: string;
  /** Freight rules: the label's carrier and service, and who it was billed to. */
  carrier: string;
  service: string;
  billedToCustomer: YesNo;
  /** Shipping rules: the action and its extras. */
  action: "service" | "cheapest" | "cheapestWithin" | "fastestUnder";
  actionCarrier: string;
  actionService: string;
  days: string;
  underAmount: string;
  boxPreset: string;
  signature: boolean;
  insurance: boolean;
  /** Freight rules: the pricing. */
  pricing: "markup" | "flat" | "freeAt" | "none";
  percent: string;
  fee: string;
  flatAmount: string;
  freeAt: string;
  minimum: string;
  maximum: string;
};
export type RuleField = keyof RuleFormValues;

const text = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));
const yesNo = (v: boolean | null | undefined): YesNo => (v === true ? "yes" : v === false ? "no" : "any");

/** A new rule's fields, or an existing rule's as the dialog edits them. */
export function formValues(rule: RuleDto | null): RuleFormValues {
  const c = rule?.conditions;
  const values: RuleFormValues = {
    name: rule?.name ?? "",
    branches: c?.branches.join(", ") ?? "",
    customerIds: c?.customerIds.join(", ") ?? "",
    shipVias: c?.shipVias.join(", ") ?? "",
    states: c?.states.join(", ") ?? "",
    weightFrom: text(c?.weightFrom),
    weightTo: text(c?.weightTo),
    residential: yesNo(c?.residential),
    orderTotalFrom: text(c?.orderTotalFrom),
    orderTotalTo: text(c?.orderTotalTo),
    carrier: "",
    service: "",
    billedToCustomer: "any",
    action: "cheapest",
    actionCarrier: "UPS",
    actionService: "",
    days: "",
    underAmount: "",
    boxPreset: "",
    signature: false,
    insurance: false,
    pricing: "markup",
    percent: "",
    fee: "",
    flatAmount: "",
    freeAt: "",
    minimum: "",
    maximum: "",
  };
  if (rule?.kind === "shipping") {
    const a = rule.action;
    Object.assign(values, {
      action: a.kind,
      ...(a.kind === "service" ? { actionCarrier: a.carrier, actionService: a.service } : {}),
      ...(a.kind === "cheapestWithin" ? { days: String(a.days) } : {}),
      ...(a.kind === "fastestUnder" ? { underAmount: String(a.amount) } : {}),
      boxPreset: rule.extras.boxPreset ?? "",
      signature: rule.extras.signature,
      insurance: rule.extras.insurance,
    });
  }
  if (rule?.kind === "freight") {
    const p = rule.pricing;
    Object.assign(values, {
      carrier: rule.conditions.carrier ?? "",
      service: rule.conditions.service ?? "",
      billedToCustomer: yesNo(rule.conditions.billedToCustomer),
      pricing: p.kind,
      ...(p.kind === "markup" ? { percent: text(p.percent), fee: text(p.fee) } : {}),
      ...(p.kind === "flat" ? { flatAmount: text(p.amount) } : {}),
      ...(p.kind === "freeAt" ? { freeAt: text(p.orderTotal) } : {}),
      ...("minimum" in p ? { minimum: text(p.minimum), maximum: text(p.maximum) } : {}),
    });
  }
  return values;
}

/** What Save sends: the fields of the rule's kind, as typed (the server reads the lists and numbers). */
export function ruleBody(kind: RuleKind, v: RuleFormValues) {
  const conditions = {
    branches: v.branches,
    customerIds: v.customerIds,
    shipVias: v.shipVias,
    states: v.states,
    weightFrom: v.weightFrom,
    weightTo: v.weightTo,
    residential: v.residential,
    orderTotalFrom: v.orderTotalFrom,
    orderTotalTo: v.orderTotalTo,
  };
  if (kind === "shipping")
    return {
      name: v.name,
      conditions,
      action: {
        kind: v.action,
        carrier: v.actionCarrier,
        service: v.actionService,
        days: v.days,
        amount: v.underAmount,
      },
      extras: { boxPreset: v.boxPreset, signature: v.signature, insurance: v.insurance },
    };
  const bounds = { minimum: v.minimum, maximum: v.maximum };
  return {
    name: v.name,
    conditions: { ...conditions, carrier: v.carrier, service: v.service, billedToCustomer: v.billedToCustomer },
    pricing: {
      kind: v.pricing,
      percent: v.percent,
      fee: v.fee,
      amount: v.flatAmount,
      orderTotal: v.freeAt,
      ...bounds,
    },
  };
}

/** The field a server's problem is about, by its path ("conditions.weightTo" → weightTo). */
const PATHS: Record<string, RuleField> = {
  "action.carrier": "actionCarrier",
  "action.service": "actionService",
  "action.kind": "action",
  "action.amount": "underAmount",
  "extras.boxPreset": "boxPreset",
  "pricing.kind": "pricing",
  "pricing.amount": "flatAmount",
  "pricing.orderTotal": "freeAt",
};
export function fieldOfPath(path: string): RuleField | null {
  if (PATHS[path]) return PATHS[path];
  const last = path.split(".").at(-1) ?? "";
  return last in formValues(null) ? (last as RuleField) : null;
}

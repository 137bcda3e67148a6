// Shipping and freight rules as data (CLARIFICATIONS 59, 60): the one source of their types. Every field says what
// is wrong with it in its own words, at its own path, so the rule dialog shows each message beside its field.
import { z } from "zod";
import type { RateService } from "../desk/requested-rate";
import { usStateCode } from "../labels/us-states";
import {
  MAX_HANDLING_FEE,
  MAX_LIST_VALUES,
  MAX_MARKUP_PERCENT,
  MAX_ORDER_TOTAL,
  MAX_RULES,
  MAX_RULE_AMOUNT,
  MAX_RULE_NAME,
  MAX_RULE_WEIGHT,
  MAX_VALUE_LENGTH,
  MAX_WITHIN_DAYS,
  MIN_WITHIN_DAYS,
  RULE_CARRIERS,
  RULE_KINDS,
  RULE_MSG,
} from "./rule-limits";

const blank = (v: unknown) => v === "" || v === undefined || v === null || (typeof v === "string" && !v.trim());
const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A number a person may leave blank (null); bounded, with the field's own words. */
function optionalNumber(label: string, max: number, show: (n: number) => string) {
  return z.preprocess(
    (v) => (blank(v) ? null : v),
    z.coerce
      .number({ message: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} is at most ${show(max)}`)
      .nullable(),
  );
}
const lb = (n: number) => `${n.toLocaleString("en-US")} lb`;
/** Dollars and cents: a third decimal would be rounded away unseen. */
const cents = (n: number | null) => n === null || Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const inCents = (label: string) => `${label} is in dollars and cents (at most 2 decimals)`;

/** A required amount in dollars, 0 to `max`. */
const amount = (label: string, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.coerce
      .number({ message: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} is at most ${money(max)}`)
      .refine(cents, inCents(label)),
  );

/**
 * A list typed as text (commas, spaces or lines between values) or sent as an array: each value read by `read`
 * (upper-cased; null when it is not one), once each.
 */
function valueList(label: string, max: number, read: (value: string) => string | null, what: string) {
  return z.preprocess(
    (v) => (blank(v) ? [] : typeof v === "string" ? v.split(/[\s,;]+/).filter(Boolean) : v),
    z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .max(MAX_VALUE_LENGTH, `${label}: a value has at most ${MAX_VALUE_LENGTH} characters`),
      )
      .max(max, `${label} lists at most ${max} values`)
      .transform((list, ctx) => {
        const out = new Set<string>();
        for (const value of list) {
          const known = read(value);
          if (known) out.add(known);
          else ctx.addIssue({ code: "custom", message: `${label}: ${value} is not ${what}` });
        }
        return [...out];
      }),
  );
}
const idLike = (v: string) => (/^[A-Z0-9._-]+$/.test(v) ? v : null);

/** Yes, No, or either (Any): a fact the order may not give (unknown never matches Yes or No). */
const triState = z.preprocess(
  (v) => (v === "yes" ? true : v === "no" ? false : v === "any" || blank(v) ? null : v),
  z.boolean({ message: "Choose Any, Yes or No" }).nullable(),
);

/** A range whose lower end is not above its upper one; the message goes to the upper end's field. */
function ordered<T extends Record<string, unknown>>(from: keyof T & string, to: keyof T & string, message: string) {
  return (v: T, ctx: z.RefinementCtx) => {
    const [a, b] = [v[from], v[to]];
    if (typeof a === "number" && typeof b === "number" && a > b) ctx.addIssue({ code: "custom", path: [to], message });
  };
}

const conditionFields = {
  branches: valueList("Branches", MAX_LIST_VALUES.branches, idLike, "a branch id"),
  customerIds: valueList("Customer IDs", MAX_LIST_VALUES.customerIds, idLike, "a customer id"),
  /** A trailing `*` means "starts with" (case-insensitive); a bare `*` would be every order, so it is refused. */
  shipVias: z.preprocess(
    (v) =>
      blank(v)
        ? []
        : typeof v === "string"
          ? v
              .split(/[,;\n]+/)
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
    z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .max(MAX_VALUE_LENGTH, `Ship Via: a value has at most ${MAX_VALUE_LENGTH} characters`),
      )
      .max(MAX_LIST_VALUES.shipVias, `Ship Via lists at most ${MAX_LIST_VALUES.shipVias} values`)
      .refine((l) => l.every((s) => s.replace(/\*$/, "").length > 0), "Ship Via: a * needs a few letters before it")
      .transform((l) => [...new Set(l)]),
  ),
  states: valueList("Ship To States", MAX_LIST_VALUES.states, usStateCode, "a US state code"),
  weightFrom: optionalNumber("Weight from", MAX_RULE_WEIGHT, lb),
  weightTo: optionalNumber("Weight to", MAX_RULE_WEIGHT, lb),
  residential: triState,
  orderTotalFrom: optionalNumber("Order total from", MAX_ORDER_TOTAL, money).refine(cents, inCents("Order total from")),
  orderTotalTo: optionalNumber("Order total to", MAX_ORDER_TOTAL, money).refine(cents, inCents("Order total to")),
};
type ConditionFields = { [K in keyof typeof conditionFields]: z.infer<(typeof conditionFields)[K]> };
const checkRanges = (v: ConditionFields, ctx: z.RefinementCtx) => {
  ordered<ConditionFields>("weightFrom", "weightTo", "Weight to is below weight from")(v, ctx);
  ordered<ConditionFields>("orderTotalFrom", "orderTotalTo", "Order total to is below order total from")(v, ctx);
};

/** The conditions both kinds share (CLARIFICATIONS 59); each optional, all of those given must match. */
export const conditionsSchema = z.object(conditionFields).superRefine(checkRanges);
export type RuleConditions = z.infer<typeof conditionsSchema>;

const carrierSchema = z.enum(RULE_CARRIERS, { message: `Carrier must be one of ${RULE_CARRIERS.join(", ")}` });
const serviceSchema = z
  .string()
  .trim()
  .min(1, "Please enter the service, as the rates name it")
  .max(60, "A service has at most 60 characters");

/** Freight rules add the label's carrier and service and whether it was billed to the customer's own account. */
export const freightConditionsSchema = z
  .object({
    ...conditionFields,
    carrier: z.preprocess((v) => (blank(v) ? null : v), carrierSchema.nullable()),
    service: z.preprocess((v) => (blank(v) ? null : v), serviceSchema.nullable()),
    billedToCustomer: triState,
  })
  .superRefine(checkRanges)
  .superRefine((v, ctx) => {
    if (v.service && !v.carrier)
      ctx.addIssue({ code: "custom", path: ["carrier"], message: "Choose the service's carrier" });
  });
export type FreightConditions = z.infer<typeof freightConditionsSchema>;

const withinDays = z.preprocess(
  (v) => (blank(v) ? undefined : v),
  z.coerce
    .number({ message: "Days must be a number" })
    .int("Days must be a whole number")
    .min(MIN_WITHIN_DAYS, `Days is at least ${MIN_WITHIN_DAYS}`)
    .max(MAX_WITHIN_DAYS, `Days is at most ${MAX_WITHIN_DAYS}`),
);

/** What a shipping rule buys: a named service, the cheapest, the cheapest within N business days, the fastest under $X. */
export const shippingActionSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("service"), carrier: carrierSchema, service: serviceSchema }),
    z.object({ kind: z.literal("cheapest") }),
    z.object({ kind: z.literal("cheapestWithin"), days: withinDays }),
    z.object({
      kind: z.literal("fastestUnder"),
      amount: amount("Amount", MAX_RULE_AMOUNT).refine((n) => n > 0, "Amount must be more than $0.00"),
    }),
  ],
  { message: "Choose what the rule buys" },
);
export type ShippingAction = z.infer<typeof shippingActionSchema>;

export const shippingExtrasSchema = z.object({
  /** A box preset by name: each branch's box of that name. */
  boxPreset: z.preprocess(
    (v) => (blank(v) ? null : v),
    z.string().trim().max(MAX_VALUE_LENGTH, `A box name has at most ${MAX_VALUE_LENGTH} characters`).nullable(),
  ),
  signature: z.boolean().default(false),
  insurance: z.boolean().default(false),
});
export type ShippingExtras = z.infer<typeof shippingExtrasSchema>;

const ruleName = z
  .string({ message: RULE_MSG.nameRequired })
  .trim()
  .min(1, RULE_MSG.nameRequired)
  .max(MAX_RULE_NAME, RULE_MSG.nameTooLong);

export const shippingRuleSchema = z.object({
  name: ruleName,
  conditions: conditionsSchema,
  action: shippingActionSchema,
  extras: shippingExtrasSchema.default({ boxPreset: null, signature: false, insurance: false }),
});
export type ShippingRuleInput = z.infer<typeof shippingRuleSchema>;

const optionalCharge = (label: string) => optionalNumber(label, MAX_RULE_AMOUNT, money).refine(cents, inCents(label));

/** How a freight rule prices the freight posted (CLARIFICATIONS 60); a minimum and maximum bound markup and flat. */
export const freightPricingSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("markup"),
        percent: z.preprocess(
          (v) => (blank(v) ? 0 : v),
          z.coerce
            .number({ message: "Markup must be a number" })
            .min(0, "Markup cannot be negative")
            .max(MAX_MARKUP_PERCENT, `Markup is at most ${MAX_MARKUP_PERCENT}%`)
            .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "Markup has at most 2 decimals"),
        ),
        fee: z.preprocess((v) => (blank(v) ? 0 : v), amount("Handling fee", MAX_HANDLING_FEE)),
        minimum: optionalCharge("Minimum charge"),
        maximum: optionalCharge("Maximum charge"),
      }),
      z.object({
        kind: z.literal("flat"),
        amount: amount("Flat amount", MAX_RULE_AMOUNT),
        minimum: optionalCharge("Minimum charge"),
        maximum: optionalCharge("Maximum charge"),
      }),
      z.object({
        kind: z.literal("freeAt"),
        orderTotal: amount("Free at order total", MAX_ORDER_TOTAL).refine(
          (n) => n > 0,
          "Free at order total must be more than $0.00",
        ),
        minimum: optionalCharge("Minimum charge"),
        maximum: optionalCharge("Maximum charge"),
      }),
      z.object({ kind: z.literal("none") }),
    ],
    { message: "Choose how the rule prices the freight" },
  )
  .superRefine((v, ctx) => {
    if ("minimum" in v) ordered<typeof v>("minimum", "maximum", "The minimum charge is above the maximum")(v, ctx);
  });
export type FreightPricing = z.infer<typeof freightPricingSchema>;

export const freightRuleSchema = z.object({
  name: ruleName,
  conditions: freightConditionsSchema,
  pricing: freightPricingSchema,
});
export type FreightRuleInput = z.infer<typeof freightRuleSchema>;

export const ruleKindSchema = z.enum(RULE_KINDS, { message: "Not a kind of rule" });
export const ruleIdSchema = z.uuid("Not a rule id");

/** PUT /api/ship54/rules/{kind}/order: every rule of the list, in its new order. */
export const ruleOrderSchema = z.object({
  ids: z.array(ruleIdSchema).max(MAX_RULES, RULE_MSG.orderMismatch),
});

/** The company an administrator acts for (`?companyId=`). */
export const rulesQuerySchema = z.object({ companyId: z.string().max(64).optional() });

/**
 * What a rule reads of an order (CLARIFICATIONS 59): each fact null when nobody gave it, and an unknown fact never
 * matches a condition on it. The ship-to state and the weight come from the shipment itself; the rest from the ERP's
 * order (the customer's own facts, residential and a billing account, from the customer record when it is read).
 */
export const orderContextSchema = z.object({
  branch: z.string().trim().toUpperCase().max(16).nullable(),
  customerId: z.string().trim().toUpperCase().max(20).nullable(),
  shipVia: z.string().trim().max(60).nullable(),
  state: z.string().trim().toUpperCase().max(2).nullable(),
  /** Every package's weight together, in lb. */
  weight: z
    .number()
    .min(0)
    .max(MAX_RULE_WEIGHT * 10)
    .nullable(),
  residential: z.boolean().nullable(),
  orderTotal: z.number().min(-MAX_ORDER_TOTAL).max(MAX_ORDER_TOTAL).nullable(),
});
export type OrderContext = z.infer<typeof orderContextSchema>;

/** A freight rule also reads the label (its carrier and service) and whether it was billed to the customer. */
export type FreightContext = OrderContext & { label: RateService | null; billedToCustomer: boolean | null };

/** The order's facts a browser sends with Get Rates (the state and weight are the rates request's own). */
export const orderFactsSchema = orderContextSchema.omit({ state: true, weight: true }).partial();
export type OrderFacts = z.infer<typeof orderFactsSchema>;

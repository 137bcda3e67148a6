// Shipping and freight rules' bounds and texts (CLARIFICATIONS 59, 60), without imports: the settings cards, the
// routes and the evaluation read the same ones.

/** The two kinds of rule a company keeps, each its own ordered list. */
export const RULE_KINDS = ["shipping", "freight"] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export const RULE_KIND_TITLES: Record<RuleKind, string> = { shipping: "Shipping Rules", freight: "Freight Rules" };
const NOUN: Record<RuleKind, string> = { shipping: "shipping rule", freight: "freight rule" };

/** A company keeps at most this many rules of each kind. */
export const MAX_RULES = 100;
export const MAX_RULE_NAME = 40;
/** Markup percent and handling fee per package (CLARIFICATIONS 60). */
export const MAX_MARKUP_PERCENT = 500;
export const MAX_HANDLING_FEE = 500;
/** "Cheapest within N business days" (CLARIFICATIONS 59). */
export const MIN_WITHIN_DAYS = 1;
export const MAX_WITHIN_DAYS = 10;
/** Dollar amounts a rule names (flat freight, a minimum or maximum charge, fastest under): bounded, not guessed. */
export const MAX_RULE_AMOUNT = 10_000;
/** Order totals a condition or free freight names. */
export const MAX_ORDER_TOTAL = 10_000_000;
/** A shipment's weight in lb (every package of it). */
export const MAX_RULE_WEIGHT = 10_000;
/** How many values one condition lists. */
export const MAX_LIST_VALUES = { branches: 50, customerIds: 200, shipVias: 50, states: 60 } as const;
export const MAX_VALUE_LENGTH = 40;

export const RULE_MSG = {
  nameRequired: "Please enter a rule name",
  nameTooLong: `A rule name has at most ${MAX_RULE_NAME} characters`,
  duplicate: (kind: RuleKind, name: string) => `There is already a ${NOUN[kind]} named "${name}".`,
  tooMany: (kind: RuleKind) => `A company keeps at most ${MAX_RULES} ${NOUN[kind]}s. Delete one first.`,
  notFound: "That rule no longer exists.",
  needsAdmin: "You need Ship54 admin permissions to change shipping and freight rules",
  orderMismatch: "The order names every rule of the list once. Reload the page and try again.",
  deleted: (name: string) => `Rule ${name} deleted`,
  saved: (name: string) => `Rule ${name} saved`,
} as const;

/** The carriers a rule may name, each as it writes itself (CLARIFICATIONS 66). */
export const RULE_CARRIERS = ["UPS", "FedEx", "USPS", "DHL Express"] as const;
export type RuleCarrier = (typeof RULE_CARRIERS)[number];

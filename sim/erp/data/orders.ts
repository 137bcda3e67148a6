// Sales orders: about two years of daily orders (invoiced generations, a few still open), a busy last few
// days that fill the print queues (PrintStatus Q) of every branch, and the fixtures' pinned orders.
import {
  BATCH_BRANCH,
  BATCH_ORDERS,
  FACT_BRANCH,
  FACT_CUSTOMERS,
  FACT_ORDERS,
  INVOICE_CUSTOMER,
  MIXED_BATCH_BRANCH,
  MIXED_BATCH_ORDERS,
  PRODUCTS,
  QUEUED_ORDERS,
  QUEUE_BRANCH,
  QUEUE_CUSTOMERS,
  TEXAS_ORDER,
  TEXAS_SHIP_TO,
} from "../fixtures";
import { Rng, hash32, round2 } from "../rng";
import { initialUpdateKey } from "../table";
import { PINNED_CUSTOMER_IDS } from "./customers";
import { TODAY, addDays, ageInDays, daysAgo, isWeekend } from "./dates";
import { BRANCH_ROWS, TERMS } from "./org";
import { eachPrice, unitPriceFor } from "./pricing";
import type { Customer, Generation, LineItem, Product, SalesOrder, UdRecord } from "./types";

const HISTORY_DAYS = 700;
const OPEN_STATUSES = [
  "ShipWhenAvailable",
  "ShipWhenSpecified",
  "ShipWhenComplete",
  "CallWhenComplete",
  "PickUpNow",
  "Bid",
];
const PARCEL_VIAS = [
  "UPS GROUND",
  "UPS GROUND",
  "UPS GROUND",
  "FEDEX GROUND",
  "FEDEX GROUND",
  "UPS NEXT DAY AIR",
  "UPS 2ND DAY AIR",
  "FEDEX 2DAY",
  "FEDEX EXPRESS SAVER",
];
const OTHER_VIAS = ["OUR TRUCK", "WILL CALL", "BEST WAY", "COMMON CARRIER", "SAIA LTL"];
const INSTRUCTIONS = [
  "",
  "",
  "",
  "CALL ON ARRIVAL",
  "LIFTGATE REQUIRED",
  "DELIVER TO REAR DOCK",
  "LEAVE AT JOB TRAILER",
  "NO DELIVERIES BEFORE 8AM",
  "SIGNATURE REQUIRED",
  "DELIVER TO GATE 3",
];
const REVIEW_STATUSES = ["REVIEWED", "OK TO SHIP", "HOLD - CREDIT", "HOLD - PRICING", "REVIEWED"];
const TAX_RATES: Record<string, number> = {
  TN: 0.0925,
  AR: 0.095,
  IL: 0.0825,
  AL: 0.09,
  KY: 0.06,
  GA: 0.07,
  MS: 0.07,
  MO: 0.0823,
  NC: 0.07,
  SC: 0.08,
};

export type OrderSeed = { orders: SalesOrder[]; printReviews: UdRecord[] };

export const generationKey = (orderId: string, generationId: number, width = 4) =>
  `${orderId}.${String(generationId).padStart(width, "0")}`;

type Ctx = {
  rng: Rng;
  seed: number;
  customers: ReadonlyMap<string, Customer>;
  favourites: (c: Customer) => Product[];
  productById: (id: number) => Product;
  products: readonly Product[];
  writersAt: (branch: string) => string[];
};

function lineItem(ctx: Ctx, billTo: Customer, product: Product, quantity: number, index: number): LineItem {
  const unitPrice = eachPrice(unitPriceFor(ctx.seed, billTo, product, quantity), product);
  return {
    lineItemId: index + 1,
    lineItemProduct: {
      productId: product.id,
      description: product.description,
      quantity,
      um: product.um.toLowerCase(),
      umQuantity: 1,
      unitPrice,
      extendedPrice: round2(unitPrice * quantity),
      comments: "",
      commentsId: "",
    },
  };
}

function lines(ctx: Ctx, billTo: Customer, count: number): LineItem[] {
  const { rng } = ctx;
  const out: LineItem[] = [];
  for (let i = 0; i < count; i++) {
    const fav = ctx.favourites(billTo);
    const product = rng.chance(0.7) && fav.length ? rng.pick(fav) : rng.pick(ctx.products);
    const ppq = product.pricingPerQuantity;
    const list = product.listPrice.value;
    const quantity =
      ppq > 1
        ? rng.int(1, ppq === 10 ? 20 : 8) * ppq
        : rng.int(1, list > 300 ? 2 : list > 50 ? 6 : list > 10 ? 12 : 50);
    out.push(lineItem(ctx, billTo, product, quantity, i));
  }
  return out;
}

/** Money fields of a generation from its lines; payments stay as they are. */
export function totals(
  g: Pick<Generation, "lineItems" | "freightTotal" | "taxTotal" | "paymentsTotal">,
  taxRate?: number,
) {
  const priceTotal = round2(g.lineItems.reduce((s, l) => s + l.lineItemProduct.extendedPrice, 0));
  const taxTotal = taxRate === undefined ? g.taxTotal.value : round2(priceTotal * taxRate);
  const salesTotal = round2(priceTotal + g.freightTotal.value + taxTotal);
  return {
    priceTotal: { value: priceTotal },
    taxTotal: { value: taxTotal },
    salesTotal: { value: salesTotal },
    balanceDue: { value: round2(Math.max(0, salesTotal - g.paymentsTotal.value)) },
  };
}

type GenSpec = {
  generationId: number;
  orderDate: string;
  shipDate: string;
  shipTo: Customer;
  billTo: Customer;
  branch: string;
  shipVia: string;
  terms: string;
  queued: boolean;
  paid: boolean;
  lineCount: number;
  po: string;
  /** Pinned lines (product id and quantity) instead of generated ones. */
  lines?: readonly { productId: number; quantity: number }[];
};

function generation(ctx: Ctx, orderId: string, s: GenSpec): Generation {
  const { rng } = ctx;
  const invoiced = s.shipDate <= TODAY;
  const items = s.lines
    ? s.lines.map((l, i) => lineItem(ctx, s.billTo, ctx.productById(l.productId), l.quantity, i))
    : lines(ctx, s.billTo, s.lineCount);
  const parcel = s.shipVia.startsWith("UPS") || s.shipVia.startsWith("FEDEX");
  const freight = parcel && rng.chance(0.3) ? round2(8 + rng.next() * 37) : 0;
  const taxable = hash32(`${ctx.seed}:tax:${s.billTo.id}`) % 10 < 3;
  const base = {
    lineItems: items,
    freightTotal: { value: freight },
    taxTotal: { value: 0 },
    paymentsTotal: { value: 0 },
  };
  const t = totals(base, taxable ? (TAX_RATES[s.shipTo.state] ?? 0.08) : 0);
  const payments = invoiced && s.paid ? t.salesTotal.value : 0;
  const id = generationKey(orderId, s.generationId, 3);
  return {
    generationId: s.generationId,
    invoiceNumber: id,
    fullInvoiceID: id,
    orderStatus: invoiced ? "Invoice" : rng.pick(OPEN_STATUSES),
    printStatus: invoiced ? (s.queued ? "Q" : "P") : "N",
    orderDate: s.orderDate,
    shipDate: s.shipDate,
    invoiceDate: invoiced ? s.shipDate : "",
    requiredDate: s.shipDate,
    billToId: s.billTo.id,
    billToName: s.billTo.name,
    shipToId: s.shipTo.id,
    shipToName: s.shipTo.name,
    poNumber: s.po,
    shipVia: s.shipVia,
    termsCode: s.terms,
    writer: rng.pick(ctx.writersAt(s.branch)),
    shipBranch: s.branch,
    priceBranch: s.branch,
    shippingInstructions: rng.pick(INSTRUCTIONS),
    shippingAddressLine1: s.shipTo.addressLine1,
    shippingAddressLine2: s.shipTo.addressLine2,
    shippingCity: s.shipTo.city,
    shippingState: s.shipTo.state,
    postalCode: s.shipTo.postalCode,
    shippingCountry: "US",
    freightTotal: { value: freight },
    paymentsTotal: { value: payments },
    ...t,
    balanceDue: { value: round2(t.salesTotal.value - payments) },
    lineItems: items,
  };
}

function order(orderId: string, gens: Generation[]): SalesOrder {
  const g = gens[0];
  return {
    id: orderId,
    orderDate: g.orderDate,
    billToId: g.billToId,
    billToName: g.billToName,
    shipToId: g.shipToId,
    shipToName: g.shipToName,
    writer: g.writer,
    priceBranch: g.priceBranch,
    shipBranch: g.shipBranch,
    generations: gens,
    updateKey: initialUpdateKey("order", orderId),
  };
}

const PO_KINDS = [
  ["none", 2],
  ["po", 4],
  ["initials", 3],
  ["job", 2],
  ["stock", 1],
  ["residence", 1],
] as const;
const LINE_COUNTS = [
  [1, 3],
  [2, 4],
  [3, 4],
  [4, 3],
  [5, 2],
  [6, 2],
  [8, 1],
  [12, 1],
] as const;
const GEN_COUNTS = [
  [1, 16],
  [2, 3],
  [3, 1],
] as const;

function poNumber(rng: Rng, customer: Customer): string {
  switch (rng.weighted(PO_KINDS)) {
    case "none":
      return "";
    case "po":
      return `PO ${rng.int(1000, 99999)}`;
    case "initials":
      return `${customer.name
        .split(" ")
        .map((w) => w[0])
        .join("")
        .slice(0, 3)}-${rng.int(100, 9999)}`;
    case "job":
      return `JOB ${rng.int(100, 4999)}`;
    case "stock":
      return "TRUCK STOCK";
    default:
      return `${rng.pick(["SMITH", "JONES", "LAKE", "OAK", "MAIN"])} RESIDENCE`;
  }
}

export function buildOrders(
  seed: number,
  customers: readonly Customer[],
  products: readonly Product[],
  staff: readonly string[],
  staffHome: ReadonlyMap<string, string>,
): OrderSeed {
  const rng = new Rng(seed, "orders");
  const byId = new Map(customers.map((c) => [c.id, c]));
  const sellable = products.filter((p) => !p.inactive && p.priceLineId !== "MISC-CHG");
  const byLine = new Map<string, Product[]>();
  for (const p of sellable) {
    const list = byLine.get(p.priceLineId);
    if (list) list.push(p);
    else byLine.set(p.priceLineId, [p]);
  }
  const lineIds = [...byLine.keys()];
  const favCache = new Map<string, Product[]>();
  const writerCache = new Map<string, string[]>();
  const ctx: Ctx = {
    rng,
    seed,
    customers: byId,
    products: sellable,
    productById: (id) => products.find((p) => p.id === id)!,
    favourites: (c) => {
      let f = favCache.get(c.id);
      if (!f) {
        const h = hash32(`${seed}:fav:${c.id}`);
        f = [0, 1, 2, 3].flatMap((k) => byLine.get(lineIds[(h >>> (k * 7)) % lineIds.length]) ?? []);
        favCache.set(c.id, f);
      }
      return f;
    },
    writersAt: (branch) => {
      let w = writerCache.get(branch);
      if (!w) {
        const local = staff.filter((u) => staffHome.get(u) === branch);
        writerCache.set(branch, (w = local.length ? local : [...staff]));
      }
      return w;
    },
  };
  const accounts = customers.filter(
    (c) => c.isBillTo && c.types[0]?.type !== "BRANCH" && !PINNED_CUSTOMER_IDS.has(c.id),
  );
  const orders: SalesOrder[] = [];
  const printReviews: UdRecord[] = [];
  const review = (key: string, status: string) =>
    printReviews.push({
      id: key,
      FileName: "PRINT.REVIEW",
      STATUS: status,
      "REVIEWED.BY": rng.pick(staff),
      "REVIEW.DATE": TODAY,
    });

  const queueFrom = daysAgo(2);
  const dueDaysOf = new Map(TERMS.map((t) => [t.id, t.dueDays]));
  const spec = (
    billTo: Customer,
    shipTo: Customer,
    orderDate: string,
    shipDate: string,
    over: Partial<GenSpec> = {},
  ): GenSpec => {
    const recent = shipDate >= queueFrom && shipDate <= TODAY;
    const terms = billTo.defaultTerms;
    const dueDays = dueDaysOf.get(terms) ?? 30;
    const age = ageInDays(shipDate);
    const cod = terms.startsWith("COD");
    return {
      generationId: 1,
      orderDate,
      shipDate,
      shipTo,
      billTo,
      branch: rng.chance(0.85) ? billTo.homeBranch : rng.pick(BRANCH_ROWS)[0],
      shipVia: recent
        ? rng.chance(0.75)
          ? rng.pick(PARCEL_VIAS)
          : rng.pick(OTHER_VIAS)
        : rng.chance(0.6)
          ? billTo.defaultShipVia
          : rng.pick([...PARCEL_VIAS, ...OTHER_VIAS]),
      terms,
      queued: recent && rng.chance(0.8),
      paid: cod ? rng.chance(recent ? 0.3 : 0.97) : age > dueDays + rng.int(-5, 25) && rng.chance(0.93),
      lineCount: rng.weighted(LINE_COUNTS),
      po: poNumber(rng, billTo),
      ...over,
    };
  };

  // Pinned orders first, with ids below the generated range.
  const cust = (id: string) => byId.get(id)!;
  const q = QUEUED_ORDERS;
  const cod = cust(QUEUE_CUSTOMERS.cod.id);
  const net = cust(QUEUE_CUSTOMERS.net30.id);
  const netShipTo = cust(QUEUE_CUSTOMERS.net30.shipToId);
  const atQueue = { branch: QUEUE_BRANCH, queued: true };
  orders.push(
    order(q.codWithBalance.orderId, [
      generation(
        ctx,
        q.codWithBalance.orderId,
        spec(cod, cod, daysAgo(2), daysAgo(1), {
          ...atQueue,
          terms: q.codWithBalance.termsCode,
          shipVia: q.codWithBalance.shipVia,
          paid: false,
          lineCount: 3,
        }),
      ),
    ]),
  );
  orders.push(
    order(q.regular.orderId, [
      generation(
        ctx,
        q.regular.orderId,
        spec(net, net, daysAgo(1), TODAY, {
          ...atQueue,
          terms: q.regular.termsCode,
          shipVia: q.regular.shipVia,
          paid: false,
          lineCount: 4,
        }),
      ),
    ]),
  );
  review(generationKey(q.regular.orderId, 1), q.regular.printReviewStatus);
  orders.push(
    order(q.codPaid.orderId, [
      generation(
        ctx,
        q.codPaid.orderId,
        spec(cod, cod, daysAgo(1), TODAY, {
          ...atQueue,
          terms: q.codPaid.termsCode,
          shipVia: q.codPaid.shipVia,
          paid: true,
          lineCount: 2,
        }),
      ),
    ]),
  );
  const sg = q.secondGeneration;
  orders.push(
    order(sg.orderId, [
      generation(
        ctx,
        sg.orderId,
        spec(net, netShipTo, daysAgo(12), daysAgo(10), {
          branch: QUEUE_BRANCH,
          queued: false,
          terms: sg.termsCode,
          shipVia: sg.shipVia,
          paid: false,
          lineCount: 5,
        }),
      ),
      generation(
        ctx,
        sg.orderId,
        spec(net, netShipTo, daysAgo(12), TODAY, {
          ...atQueue,
          generationId: 2,
          terms: sg.termsCode,
          shipVia: sg.shipVia,
          paid: false,
          lineCount: 2,
        }),
      ),
    ]),
  );
  review(generationKey(sg.orderId, 2), "OK TO SHIP");

  const inv = INVOICE_CUSTOMER;
  const invBill = cust(inv.id);
  const pinnedHistory = (first: number, count: number, shipTo: Customer) => {
    for (let k = 0; k < count; k++) {
      const id = `S${first + k}`;
      const orderDate = daysAgo(15 + k * 11 + rng.int(0, 5));
      orders.push(
        order(id, [
          generation(
            ctx,
            id,
            spec(invBill, shipTo, orderDate, addDays(orderDate, rng.int(0, 3)), {
              branch: inv.homeBranch,
              queued: false,
            }),
          ),
        ]),
      );
    }
  };
  pinnedHistory(1000010, inv.invoicesOnShipTo, cust(inv.shipToId));
  pinnedHistory(1000050, inv.invoicesOnOtherShipTo, cust(inv.otherShipToId));
  pinnedHistory(1000060, 6, invBill);

  let next = 1000100;
  for (let d = HISTORY_DAYS; d >= -6; d--) {
    const date = daysAgo(d);
    const weekend = isWeekend(date);
    let count = weekend ? rng.int(0, 1) : rng.int(4, 8);
    if (d >= 0 && d <= 3 && !weekend) count *= 6;
    if (d < 0) count = weekend ? 0 : rng.int(2, 5);
    for (let k = 0; k < count; k++) {
      const billTo = rng.pick(accounts);
      const shipTo = byId.get(rng.pick(billTo.shipToLists).shipToId)!;
      const id = `S${next}`;
      next += rng.int(1, 9);
      const genCount = rng.weighted(GEN_COUNTS);
      const gens: Generation[] = [];
      let ship = addDays(date, d <= 3 && d >= 0 ? Math.min(rng.int(0, 2), d) : rng.int(0, 5));
      let prevLines = 0;
      for (let g = 1; g <= genCount; g++) {
        const s = spec(billTo, shipTo, date, ship, { generationId: g });
        if (g > 1) s.shipVia = gens[0].shipVia;
        if (g > 1 && ship > TODAY) s.lineCount = Math.max(1, prevLines - 1);
        const gen = generation(ctx, id, s);
        gens.push(gen);
        if (gen.printStatus === "Q" && rng.chance(0.5)) review(generationKey(id, g), rng.pick(REVIEW_STATUSES));
        prevLines = s.lineCount;
        ship = addDays(ship, rng.int(3, 21));
      }
      orders.push(order(id, gens));
    }
  }

  // Pinned after the generated orders, so adding it left every generated order (and the tests that pick them) as is.
  const hold = q.creditHold;
  orders.push(
    order(hold.orderId, [
      generation(
        ctx,
        hold.orderId,
        spec(net, net, daysAgo(1), TODAY, {
          ...atQueue,
          terms: hold.termsCode,
          shipVia: hold.shipVia,
          paid: false,
          lineCount: 2,
        }),
      ),
    ]),
  );
  review(generationKey(hold.orderId, 1), hold.printReviewStatus);
  // Ship a batch's ten (issue 27), pinned last for the same reason.
  // Their lines are pinned products, so each fits one box (a generated order may weigh more than a parcel takes).
  BATCH_ORDERS.forEach((b, k) => {
    const queued = { branch: BATCH_BRANCH, queued: true, terms: b.termsCode, shipVia: b.shipVia, paid: false };
    const lines = [
      { productId: PRODUCTS.perHundred.id, quantity: 100 + 10 * k },
      { productId: PRODUCTS.perTen.id, quantity: 10 * (k + 1) },
    ];
    orders.push(
      order(b.orderId, [generation(ctx, b.orderId, spec(net, net, daysAgo(8), daysAgo(7), { ...queued, lines }))]),
    );
  });
  // A batch of every kind (CLARIFICATIONS 63, 64), pinned last for the same reason; lines of pinned products only.
  const m = MIXED_BATCH_ORDERS;
  const known = [{ productId: PRODUCTS.perHundred.id, quantity: 100 }];
  const mixed: [{ orderId: string; shipVia: string }, Partial<GenSpec>][] = [
    [
      m.parcel,
      {
        lines: [
          { productId: PRODUCTS.perHundred.id, quantity: 300 },
          { productId: PRODUCTS.perTen.id, quantity: 32 },
        ],
      },
    ],
    [m.parcel2, { lines: known }],
    [m.truck, { lines: known }],
    [m.willCall, { lines: known }],
    [m.creditHold, { lines: known }],
    [m.cod, { lines: known, billTo: cod, shipTo: cod, terms: QUEUE_CUSTOMERS.cod.terms }],
    [m.noWeight, { lines: [...known, { productId: PRODUCTS.perThousand.id, quantity: 1000 }] }],
    [m.noWeight2, { lines: [{ productId: PRODUCTS.inactive.id, quantity: 20 }] }],
    [m.usps, { lines: known }],
  ];
  for (const [o, over] of mixed) {
    const queued = { branch: MIXED_BATCH_BRANCH, queued: true, terms: "NET30", shipVia: o.shipVia, paid: false };
    const s = spec(net, net, daysAgo(1), TODAY, { ...queued, ...over });
    orders.push(order(o.orderId, [generation(ctx, o.orderId, s)]));
  }
  review(generationKey(m.creditHold.orderId, 1), "HOLD - CREDIT");
  // The fact customers' orders (CLARIFICATIONS 61), pinned last for the same reason.
  const factLines = [
    { productId: PRODUCTS.perHundred.id, quantity: 100 },
    { productId: PRODUCTS.perTen.id, quantity: 20 },
  ];
  for (const o of Object.values(FACT_ORDERS)) {
    const billTo = cust(o.customer);
    const shipTo =
      o.customer === FACT_CUSTOMERS.billToAccount.id ? cust(FACT_CUSTOMERS.billToAccount.shipToId) : billTo;
    const queued = { branch: FACT_BRANCH, queued: true, terms: "NET30", shipVia: "UPS GROUND", paid: false };
    const s = spec(billTo, shipTo, daysAgo(1), TODAY, { ...queued, lines: factLines });
    orders.push(order(o.orderId, [generation(ctx, o.orderId, s)]));
  }
  // Issue 38's order to Texas (shipping rules by destination), pinned last for the same reason.
  const tx = TEXAS_ORDER;
  const toTexas = spec(net, cust(TEXAS_SHIP_TO.id), daysAgo(1), TODAY, {
    branch: tx.branch,
    queued: true,
    terms: tx.termsCode,
    shipVia: tx.shipVia,
    paid: false,
    lines: [{ productId: PRODUCTS.perEach.id, quantity: 2 }],
  });
  orders.push(order(tx.orderId, [generation(ctx, tx.orderId, toTexas)]));
  return { orders, printReviews };
}

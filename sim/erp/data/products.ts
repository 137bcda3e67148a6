// Price lines and products from the catalogue templates, plus the pinned products of the fixtures.
import { LEGACY_BASIS_LINE, PRICE_LINES, PRODUCTS } from "../fixtures";
import { Rng, hash32, round2 } from "../rng";
import { initialUpdateKey } from "../table";
import { PRICE_LINE_TEMPLATES, type LineTemplate } from "./catalog";
import { BRANCH_ROWS, COMPANIES } from "./org";
import type { Basis, PriceLine, Product } from "./types";

const BASES = [
  "LIST",
  "REP-COST",
  "C1",
  "C2",
  "C3",
  "C4",
  "C5",
  "CONTR",
  "PLUMB1",
  "HVAC1",
  "RETAIL",
  "TRADE",
  "JOBBER",
  "MATRIX-A",
  "MATRIX-B",
  "STD-COST",
  "REPL-COST",
  "VENDOR-LIST",
  "PROMO",
  "BID",
];
const UM_BY_PPQ: Record<number, string> = { 1: "EA", 10: "10", 100: "C", 1000: "M" };

export type CatalogSeed = { priceLines: PriceLine[]; products: Product[]; shortCodes: Map<string, string> };

/** UPC-11 (UPC-A without its check digit): number-system digit + 5-digit maker + 5-digit item. */
function upcPrefix(manufacturer: string, taken: Set<string>): string {
  let h = hash32(manufacturer);
  for (;;) {
    const prefix = `${[0, 6, 7, 8][h % 4]}${String(10000 + (h % 89999)).padStart(5, "0")}`;
    if (!taken.has(prefix)) {
      taken.add(prefix);
      return prefix;
    }
    h = hash32(`${h}`);
  }
}

const sizeCode = (size: string) => size.replace(/[^0-9]/g, "").slice(0, 3) || "0";

function describe(t: LineTemplate, size: string, kind: string, variant: string) {
  return t.pattern
    .replace("{size}", size)
    .replace("{kind}", kind)
    .replace("{variant}", variant)
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
}

function priceLine(rng: Rng, t: LineTemplate, vendorId: string, count: number): PriceLine {
  const pinned = Object.values(PRICE_LINES).find((p) => p.id === t.id);
  let access: string[] = [];
  if (pinned && "branchAccessList" in pinned) access = [...pinned.branchAccessList];
  else if (!pinned && rng.chance(0.35)) {
    const company = rng.pick(COMPANIES);
    const own = BRANCH_ROWS.filter((b) => b[1] === company.code).map((b) => b[0]);
    access = [
      ...own,
      ...rng.sample(
        BRANCH_ROWS.map((b) => b[0]).filter((b) => !own.includes(b)),
        rng.int(0, 5),
      ),
    ];
  }
  const basisCount = pinned && "basisCount" in pinned ? pinned.basisCount : rng.int(3, 12);
  const basisList: Basis[] = (
    basisCount > BASES.length - 2
      ? BASES.slice(0, basisCount)
      : rng.sample(BASES.slice(2), basisCount - 2).concat(["LIST", "REP-COST"])
  ).map((basisName) => ({ basisName, description: `${basisName} PRICING` }));
  const line: PriceLine = {
    id: t.id,
    description: t.description,
    manufacturer: t.manufacturer,
    vendorId,
    category: t.category,
    branchAccessList: access.map((branchId) => ({ branchId })),
    basisList,
    globalBasisIds: rng.sample(["LIST", "REP-COST", "STD-COST"], rng.int(1, 3)).map((basisName) => ({ basisName })),
    avgCostPriceLineBasis: "AVG-COST",
    lastCostPriceLineBasis: "LAST-COST",
    productCount: count,
    updateKey: initialUpdateKey("priceline", t.id),
  };
  return t.id === LEGACY_BASIS_LINE.id ? overLimit(line) : line;
}

/** LEGACY_BASIS_LINE: over the basis limit, with empty basis names (set after the random draws, which stay as they were). */
function overLimit(line: PriceLine): PriceLine {
  const blank = (n: number) => Array.from({ length: n }, () => ({ basisName: "", description: "" }));
  const named = BASES.slice(0, LEGACY_BASIS_LINE.namedBases).map((basisName) => ({
    basisName,
    description: `${basisName} PRICING`,
  }));
  return {
    ...line,
    basisList: [...named.slice(0, 5), ...blank(1), ...named.slice(5), ...blank(LEGACY_BASIS_LINE.emptyBases - 1)],
    globalBasisIds: [...line.globalBasisIds, ...blank(1).map(({ basisName }) => ({ basisName }))],
  };
}

export function buildCatalog(seed: number, vendorOf: ReadonlyMap<string, string>): CatalogSeed {
  const rng = new Rng(seed, "catalog");
  const products: Product[] = [];
  const prefixes = new Set<string>();
  const prefixOf = new Map<string, string>();
  const itemSeq = new Map<string, number>();
  const upc = (manufacturer: string, missing: boolean) => {
    if (missing) return "";
    let prefix = prefixOf.get(manufacturer);
    if (!prefix) prefixOf.set(manufacturer, (prefix = upcPrefix(manufacturer, prefixes)));
    const n = (itemSeq.get(manufacturer) ?? hash32(`${manufacturer}:item`) % 20000) + 1;
    itemSeq.set(manufacturer, n);
    return `${prefix}${String(n).padStart(5, "0")}`;
  };

  const make = (
    id: number,
    t: LineTemplate,
    description: string,
    catalogNumber: string,
    list: number,
    ppq: number,
    fields: Partial<Product> = {},
  ): Product => {
    const repCost = round2(list * (0.4 + rng.next() * 0.12));
    const averageCost = round2(repCost * (0.96 + rng.next() * 0.08));
    return {
      id,
      description,
      catalogNumber,
      manufacturer: t.manufacturer,
      manufacturerPartNumber: catalogNumber,
      priceLineId: t.id,
      buyLineId: t.id,
      category: t.category,
      productClass: `${t.category.slice(0, 4)}-${t.shortCode}`,
      upcCode: upc(t.manufacturer, t.id === "MISC-CHG" || rng.chance(0.04)),
      um: "EA",
      pricingPerQuantity: ppq,
      pricingUm: UM_BY_PPQ[ppq],
      listPrice: { value: round2(list) },
      repCost: { value: repCost },
      averageCost: { value: averageCost },
      cogs: { value: round2(averageCost * (0.99 + rng.next() * 0.04)) },
      weight: round2((t.weightLb ?? 0.4) * (0.6 + rng.next())),
      inactive: false,
      status: "Active",
      keywords: `${t.shortCode} ${t.category}`,
      totalWarehouseQty: rng.chance(0.08) ? 0 : rng.int(1, 600),
      updateKey: initialUpdateKey("product", id),
      ...fields,
    };
  };

  const template = (id: string) => PRICE_LINE_TEMPLATES.find((t) => t.id === id)!;
  const pinned: [number, string, string, number, number, Partial<Product>?][] = [
    [
      PRODUCTS.freight.id,
      "MISC-CHG",
      PRODUCTS.freight.description,
      1,
      1,
      { category: PRODUCTS.freight.category, repCost: { value: 0 }, averageCost: { value: 0 }, cogs: { value: 0 } },
    ],
    [
      PRODUCTS.surcharge.id,
      "MISC-CHG",
      PRODUCTS.surcharge.description,
      1,
      1,
      { category: PRODUCTS.surcharge.category, repCost: { value: 0 }, averageCost: { value: 0 }, cogs: { value: 0 } },
    ],
    // Weights pinned for the mixed batch's orders (MIXED_BATCH_ORDERS); 0 is a product nobody gave a weight.
    [PRODUCTS.perHundred.id, "FAST-MISC", PRODUCTS.perHundred.description, 14.8, 100, { weight: 0.03 }],
    [PRODUCTS.perThousand.id, "FAST-ANC", PRODUCTS.perThousand.description, 38.5, 1000, { weight: 0 }],
    [PRODUCTS.perTen.id, "ZURN-PEX", PRODUCTS.perTen.description, 2.9, 10, { weight: 0.01 }],
    [
      PRODUCTS.perEach.id,
      "AOS-WH",
      PRODUCTS.perEach.description,
      745,
      1,
      { upcCode: PRODUCTS.perEach.upcCode, weight: 128 },
    ],
    [
      PRODUCTS.inactive.id,
      "UPON-PEX",
      PRODUCTS.inactive.description,
      0.42,
      1,
      { inactive: true, status: "Inactive", totalWarehouseQty: 0, weight: 0 },
    ],
  ];
  for (const [id, line, description, list, ppq, fields] of pinned) {
    const t = template(line);
    products.push(make(id, t, description, `${t.catalogPrefix}${id}`, list, ppq, fields));
  }

  let id = 100101;
  for (const t of PRICE_LINE_TEMPLATES) {
    const variants = t.variants ?? [""];
    t.sizes.forEach((size, si) => {
      t.kinds.forEach((kind, ki) => {
        variants.forEach((variant, vi) => {
          const kf = t.kindFactor?.[ki] ?? (ki === 0 ? 1 : 0.8 + ((ki * 37) % 11) / 20);
          const vf = t.variantFactor?.[vi] ?? 1;
          const list = t.base[si] * kf * vf * (0.92 + rng.next() * 0.16);
          const catalogNumber = `${t.catalogPrefix}${100 + ki * 7}${sizeCode(size)}${variants.length > 1 ? `-${vi + 1}` : ""}`;
          const inactive = rng.chance(0.025);
          products.push(
            make(
              id,
              t,
              describe(t, size, kind, variant),
              catalogNumber,
              list,
              t.pricingPerQuantity ?? 1,
              inactive ? { inactive, status: "Inactive" } : {},
            ),
          );
          id += rng.chance(0.15) ? 2 : 1;
        });
      });
    });
  }

  const counts = new Map<string, number>();
  for (const p of products) counts.set(p.priceLineId, (counts.get(p.priceLineId) ?? 0) + 1);
  const priceLines = PRICE_LINE_TEMPLATES.map((t) =>
    priceLine(rng, t, vendorOf.get(t.manufacturer) ?? "", counts.get(t.id) ?? 0),
  );
  const shortCodes = new Map(PRICE_LINE_TEMPLATES.map((t) => [t.id, t.shortCode]));
  return { priceLines, products, shortCodes };
}

// Products (ERP contract, sim/erp/README.md) and price lines: search, read, full-record PUT with updateKey, create.
import type { PriceLine, Product } from "../data/types";
import { isRecord, requireRecord } from "../http";
import { collect, keywordFilter, pageOf } from "../paging";
import type { Router } from "../router";
import { initialUpdateKey } from "../table";
import { bumped, checkUpdateKey, found, listAndGet, mergeFields, refuse, type FieldError } from "./common";

/** Eclipse price lines hold at most 20 pricing bases: the basis list plus the average- and last-cost bases. */
export const MAX_BASES = 20;
export const MAX_BRANCH_ACCESS = 20;

const productText = (p: Product) =>
  `${p.id} ${p.description} ${p.catalogNumber} ${p.manufacturer} ${p.upcCode} ${p.priceLineId} ${p.keywords}`;
const lineText = (l: PriceLine) => `${l.id} ${l.description} ${l.manufacturer} ${l.category}`;

function money(v: unknown): number | undefined {
  const n = isRecord(v) ? v.value : v;
  if (n === undefined || n === null || n === "") return undefined;
  const num = typeof n === "string" ? Number(n) : n;
  return typeof num === "number" && Number.isFinite(num) && num >= 0 ? num : NaN;
}

function checkUpc(upc: unknown, errors: FieldError[]) {
  if (upc === undefined || upc === "") return;
  if (typeof upc !== "string" || !/^\d{11}$/.test(upc))
    errors.push({ field: "upcCode", message: "UPC must be 11 digits" });
}

export function productRoutes(router: Router) {
  router.get("/Products", ({ env, query }) => {
    const match = keywordFilter(query.get("keyword"), productText);
    const includeInactive = query.bool("includeInactive");
    const line = query.get("priceLine") ?? query.get("priceLineId");
    const upc = query.get("upcCode");
    return pageOf(
      collect(
        env.products.values(),
        match,
        (p) => includeInactive || !p.inactive,
        (p) => !line || p.priceLineId === line.toUpperCase(),
        (p) => !upc || p.upcCode === upc,
      ),
      query,
    );
  });
  router.get("/Products/:id", ({ env, params }) => found(env.products, params.id, "Product"));

  router.put("/Products/:id", ({ env, params, body }) => {
    const current = found(env.products, params.id, "Product");
    const b = requireRecord(body);
    checkUpdateKey(current, b);
    const errors: FieldError[] = [];
    checkUpc(b.upcCode, errors);
    if (b.priceLineId !== undefined && !env.priceLines.has(String(b.priceLineId)))
      errors.push({ field: "priceLineId", message: `Price line ${b.priceLineId} was not found` });
    refuse(errors);
    const next = mergeFields(current, b, ["pricingPerQuantity"]);
    return env.products.put(
      bumped({ ...next, description: next.description.toUpperCase(), status: next.inactive ? "Inactive" : "Active" }),
    );
  });

  router.post("/Products", ({ env, body }) => {
    const b = requireRecord(body);
    const errors: FieldError[] = [];
    const lineId = String((isRecord(b.priceLine) ? b.priceLine.id : b.priceLine) ?? b.priceLineId ?? "").toUpperCase();
    const line = lineId ? env.priceLines.get(lineId) : undefined;
    if (!lineId) errors.push({ field: "priceLineId", message: "Price line is required" });
    else if (!line) errors.push({ field: "priceLineId", message: `Price line ${lineId} was not found` });
    const description = typeof b.description === "string" ? b.description.trim().toUpperCase() : "";
    if (!description) errors.push({ field: "description", message: "Description is required" });
    else if (description.length > 60)
      errors.push({ field: "description", message: "Description may not exceed 60 characters" });
    const upc = b.upcCode ?? b.upc ?? "";
    checkUpc(upc, errors);
    if (typeof upc === "string" && upc) {
      for (const p of env.products.values())
        if (p.upcCode === upc)
          errors.push({ field: "upcCode", message: `UPC ${upc} is already used by product ${p.id}` });
    }
    const cost = money(b.repCost ?? b.cost ?? b["REP-COST"]);
    if (Number.isNaN(cost)) errors.push({ field: "repCost", message: "Cost must be a non-negative number" });
    const list = money(b.listPrice);
    if (Number.isNaN(list)) errors.push({ field: "listPrice", message: "List price must be a non-negative number" });
    refuse(errors);

    const id = env.nextId("product", 200001);
    const repCost = cost ?? 0;
    const catalogNumber = typeof b.catalogNumber === "string" ? b.catalogNumber.trim().toUpperCase() : "";
    const product: Product = {
      id,
      description,
      catalogNumber,
      manufacturer: line!.manufacturer,
      manufacturerPartNumber: catalogNumber,
      priceLineId: line!.id,
      buyLineId: line!.id,
      category: line!.category,
      productClass: `${line!.category.slice(0, 4)}-NEW`,
      upcCode: typeof upc === "string" ? upc : "",
      um: "EA",
      pricingPerQuantity: 1,
      pricingUm: "EA",
      listPrice: { value: list ?? Math.round((repCost / 0.5) * 100) / 100 },
      repCost: { value: repCost },
      averageCost: { value: repCost },
      cogs: { value: repCost },
      weight: 0,
      inactive: false,
      status: "Active",
      keywords: typeof b.keywords === "string" ? b.keywords : "",
      totalWarehouseQty: 0,
      updateKey: initialUpdateKey("product", id),
    };
    env.products.put(product);
    env.priceLines.put({ ...line!, productCount: line!.productCount + 1 });
    return product;
  });

  listAndGet(router, "/PriceLines", "Price line", (c) => c.env.priceLines, lineText);

  router.put("/PriceLines/:id", ({ env, params, body }) => {
    const current = found(env.priceLines, params.id, "Price line");
    const b = requireRecord(body);
    checkUpdateKey(current, b);
    const errors: FieldError[] = [];
    let access = current.branchAccessList;
    if (b.branchAccessList !== undefined) {
      if (!Array.isArray(b.branchAccessList))
        errors.push({ field: "branchAccessList", message: "Must be a list of branches" });
      else {
        // The portal may send branch ids or { branchId } objects (VB tolerated both); store objects.
        const ids = b.branchAccessList.map((e) =>
          String(isRecord(e) ? (e.branchId ?? "") : e)
            .trim()
            .toUpperCase(),
        );
        if (ids.length > MAX_BRANCH_ACCESS)
          errors.push({
            field: "branchAccessList",
            message: `A price line may list at most ${MAX_BRANCH_ACCESS} branches`,
          });
        for (const id of ids)
          if (!env.branches.has(id))
            errors.push({ field: "branchAccessList", message: `Branch '${id}' was not found` });
        access = [...new Set(ids)].map((branchId) => ({ branchId }));
      }
    }
    const bases = (v: unknown, field: string) => {
      if (v === undefined) return undefined;
      if (!Array.isArray(v) || !v.every((e) => isRecord(e) && typeof e.basisName === "string")) {
        errors.push({ field, message: "Must be a list of { basisName }" });
        return undefined;
      }
      if (v.some((e) => !String(e.basisName).trim())) errors.push({ field, message: "Basis name may not be empty" });
      return v as PriceLine["basisList"];
    };
    const basisList = bases(b.basisList, "basisList") ?? current.basisList;
    const globalBasisIds = bases(b.globalBasisIds, "globalBasisIds") ?? current.globalBasisIds;
    const avg = typeof b.avgCostPriceLineBasis === "string" ? b.avgCostPriceLineBasis : current.avgCostPriceLineBasis;
    const last =
      typeof b.lastCostPriceLineBasis === "string" ? b.lastCostPriceLineBasis : current.lastCostPriceLineBasis;
    const total = basisList.length + (avg ? 1 : 0) + (last ? 1 : 0);
    if (total > MAX_BASES)
      errors.push({ field: "basisList", message: `A price line may have at most ${MAX_BASES} bases (got ${total})` });
    refuse(errors);
    const merged = mergeFields(current, b, [
      "branchAccessList",
      "basisList",
      "globalBasisIds",
      "productCount",
      "manufacturer",
      "vendorId",
      "category",
    ]);
    return env.priceLines.put(
      bumped({
        ...merged,
        branchAccessList: access,
        basisList,
        globalBasisIds,
        avgCostPriceLineBasis: avg,
        lastCostPriceLineBasis: last,
      }),
    );
  });
}

// ProductPricingMassInquiry and ProductPricingInquiry (ERP contract, sim/erp/README.md): customer-specific prices.
import { customerPrice } from "../data/pricing";
import type { Customer, Product } from "../data/types";
import { ErpError, badRequest, type Query } from "../http";
import { pageOf } from "../paging";
import type { Ctx, Router } from "../router";

/** The pricing inquiries page at most 100 products at a time. */
export const MAX_PRICING_PAGE = 100;

function customerOf({ env, query }: Ctx): Customer {
  const id = query.get("CustomerId");
  if (!id) throw badRequest("CustomerId is required");
  const customer = env.customers.get(id);
  if (!customer) throw badRequest(`Customer ${id} was not found`);
  if (env.faults.failCustomers.has(customer.id.toUpperCase()))
    throw new ErpError(500, `Pricing failed for customer ${customer.id}`);
  return customer;
}

/** Repeated and comma-separated selectors both work (`ProductId=1&ProductId=2`, `ProductId=1,2`). */
const many = (q: Query, name: string) =>
  q
    .all(name)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);

function priced(ctx: Ctx, customer: Customer, p: Product) {
  const quantity = ctx.query.int("Quantity") ?? 1;
  const price = customerPrice(ctx.env.seed.seed, customer, p, quantity);
  const showCost = ctx.query.bool("ShowCost");
  return {
    productId: p.id,
    productDescription: p.description,
    catalogNumber: p.catalogNumber,
    upcCode: p.upcCode,
    priceLineId: p.priceLineId,
    customerId: customer.id,
    customerPN: "",
    quantity,
    pricingPerQuantity: p.pricingPerQuantity,
    pricingUm: p.pricingUm,
    productUnitPrice: { value: price.unitPrice },
    unitPrice: { value: price.unitPrice },
    listPrice: { value: p.listPrice.value },
    contractPrice: price.contract,
    quantityBreaks: price.quantityBreaks,
    totalWarehouseQty: p.totalWarehouseQty,
    ...(showCost
      ? {
          productCost: { value: p.repCost.value },
          productCOGS: { value: p.cogs.value },
          averageCost: { value: p.averageCost.value },
        }
      : {}),
  };
}

function selected(ctx: Ctx): Product[] {
  const ids = many(ctx.query, "ProductId");
  const upcs = many(ctx.query, "UPCCode");
  if (ids.length === 0 && upcs.length === 0) throw badRequest("At least one ProductId or UPCCode is required");
  const out: Product[] = [];
  for (const id of ids) {
    const p = ctx.env.products.get(id);
    if (p) out.push(p);
  }
  if (upcs.length) {
    const wanted = new Set(upcs);
    for (const p of ctx.env.products.values()) if (wanted.has(p.upcCode)) out.push(p);
  }
  return out;
}

export function pricingRoutes(router: Router) {
  // Unknown products are left out of the results (so totalItems counts only priced products).
  router.get("/ProductPricingMassInquiry", (ctx) => {
    const customer = customerOf(ctx);
    return pageOf(selected(ctx), ctx.query, (p) => priced(ctx, customer, p), MAX_PRICING_PAGE);
  });

  router.get("/ProductPricingInquiry", (ctx) => {
    const customer = customerOf(ctx);
    const [p] = selected(ctx);
    if (!p) throw new ErpError(404, "Product was not found");
    return priced(ctx, customer, p);
  });
}

// Carrier accounts: the Shippo-managed USPS, UPS, FedEx and DHL Express accounts every caller has.
import { paginate, type ApiCtx } from "../api-context";
import { json, notFound, route, type Route } from "../http";

export const carrierAccountRoutes: Route<ApiCtx>[] = [
  route("GET", "/carrier_accounts", (ctx) => {
    const q = ctx.url.searchParams;
    const carrier = q.get("carrier")?.toLowerCase();
    const accountId = q.get("account_id");
    const withLevels = q.get("service_levels") === "true";
    const list = ctx.state
      .carrierAccountsFor(ctx.caller)
      .filter((a) => (!carrier || a.carrier === carrier) && (!accountId || a.account_id === accountId))
      .map(({ service_levels, ...rest }) => (withLevels ? { ...rest, service_levels } : rest));
    // The SDK defaults to 5 a page; with four carriers one page always holds them all.
    return json(200, paginate(ctx, list));
  }),
  route("GET", "/carrier_accounts/:id", (ctx, p) => {
    const found = ctx.state.carrierAccountsFor(ctx.caller).find((a) => a.object_id === p.id);
    if (!found) throw notFound();
    return json(200, found);
  }),
];

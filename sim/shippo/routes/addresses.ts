// Addresses: create (optionally validated), read, list, and validate a stored one.
import { addressFromInput, runValidation } from "../address-input";
import { paginate, type ApiCtx } from "../api-context";
import { json, notFound, route, type Route } from "../http";

function owned(ctx: ApiCtx, id: string) {
  const found = ctx.state.addresses.get(id);
  if (!found || found.account !== ctx.caller.account) throw notFound();
  return found;
}

export const addressRoutes: Route<ApiCtx>[] = [
  route("POST", "/addresses", (ctx) => json(201, addressFromInput(ctx, ctx.body, ""))),
  route("GET", "/addresses", (ctx) => {
    const mine = [...ctx.state.addresses.values()].filter((a) => a.account === ctx.caller.account).map((a) => a.wire);
    return json(200, paginate(ctx, mine.reverse()));
  }),
  route("GET", "/addresses/:id", (ctx, p) => json(200, owned(ctx, p.id).wire)),
  route("GET", "/addresses/:id/validate", (ctx, p) => {
    const found = owned(ctx, p.id);
    found.wire = runValidation(found.wire);
    return json(200, found.wire);
  }),
];

// Customers, branches, territories, ship vias and terms: mostly read-only reference data.
import type { Branch, Customer, ShipVia, Terms, Territory } from "../data/types";
import { requireRecord } from "../http";
import type { Router } from "../router";
import { bumped, checkUpdateKey, found, listAndGet, mergeFields } from "./common";

const customerText = (c: Customer) =>
  [
    c.id,
    c.name,
    c.nameIndex,
    c.addressLine1,
    c.city,
    c.state,
    c.postalCode,
    ...c.phones.map((p) => p.number),
    ...c.emails.map((e) => e.address),
  ].join(" ");

export function referenceRoutes(router: Router) {
  listAndGet(
    router,
    "/Customers",
    "Customer",
    (c) => c.env.customers,
    customerText,
    ({ query }) => {
      const shipTo = query.get("isShipTo");
      const billTo = query.get("isBillTo");
      return (c) =>
        (shipTo === undefined || String(c.isShipTo) === shipTo.toLowerCase()) &&
        (billTo === undefined || String(c.isBillTo) === billTo.toLowerCase());
    },
  );
  router.put("/Customers/:id", ({ env, params, body }) => {
    const current = found(env.customers, params.id, "Customer");
    const b = requireRecord(body);
    checkUpdateKey(current, b);
    return env.customers.put(bumped(mergeFields(current, b, ["contacts", "shipToLists"])));
  });

  listAndGet(
    router,
    "/Branches",
    "Branch",
    (c) => c.env.branches,
    (b: Branch) => `${b.id} ${b.name} ${b.description} ${b.state} ${b.companyCode}`,
  );
  listAndGet(
    router,
    "/Territories",
    "Territory",
    (c) => c.env.territories,
    (t: Territory) => `${t.id} ${t.description ?? ""} ${t.companyCode} ${t.branchList.join(" ")}`,
  );
  listAndGet(
    router,
    "/ShipVias",
    "Ship via",
    (c) => c.env.shipVias,
    (s: ShipVia) => `${s.id} ${s.description} ${s.carrier}`,
  );
  // Spelled Termslist by the portal; the router matches TermsList too.
  listAndGet(
    router,
    "/Termslist",
    "Terms code",
    (c) => c.env.terms,
    (t: Terms) => `${t.id} ${t.description}`,
  );
}

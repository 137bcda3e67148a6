// Builds the whole seeded data set once per seed; every environment and every sim in the process shares it.
import { BaseTable } from "../table";
import { buildContacts } from "./contacts";
import { buildCustomers } from "./customers";
import { SHIP_VIAS, TERMS, buildBranches, buildTerritories } from "./org";
import type { Branch, Contact, Customer, ErpUser, ShipVia, Terms, Territory, WebSettings } from "./types";
import { buildUsers, staffIds } from "./users";

export type SeedData = {
  seed: number;
  users: BaseTable<ErpUser>;
  userPasswords: ReadonlyMap<string, string>;
  branches: BaseTable<Branch>;
  territories: BaseTable<Territory>;
  shipVias: BaseTable<ShipVia>;
  terms: BaseTable<Terms>;
  customers: BaseTable<Customer>;
  contacts: BaseTable<Contact>;
  /** Keyed by contact id (the record's own `id` is the web login). */
  webSettings: BaseTable<WebSettings>;
};

const cache = new Map<number, SeedData>();

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export function seedData(seed = 54): SeedData {
  const hit = cache.get(seed);
  if (hit) return hit;
  const { users, passwords } = buildUsers(seed);
  const staff = staffIds(users);
  const customers = buildCustomers(seed, staff);
  const { contacts, webSettings } = buildContacts(seed, customers);
  linkContacts(customers, contacts);

  const data: SeedData = {
    seed,
    users: new BaseTable(users),
    userPasswords: passwords,
    branches: new BaseTable(buildBranches()),
    territories: new BaseTable(buildTerritories()),
    shipVias: new BaseTable([...SHIP_VIAS]),
    terms: new BaseTable([...TERMS]),
    customers: new BaseTable(customers),
    contacts: new BaseTable(contacts),
    webSettings: new BaseTable(webSettings, (w) => w.contactId),
  };
  // Frozen so a handler that forgets to copy before writing fails loudly instead of leaking across ports.
  deepFreeze(data.customers.order);
  deepFreeze(data.contacts.order);
  deepFreeze(data.users.order);
  cache.set(seed, data);
  return data;
}

function linkContacts(customers: Customer[], contacts: readonly Contact[]) {
  const byCustomer = new Map<string, { id: string }[]>();
  for (const c of contacts) {
    for (const e of c.entities) {
      const list = byCustomer.get(e.entityId) ?? [];
      list.push({ id: c.id });
      byCustomer.set(e.entityId, list);
    }
  }
  for (const cust of customers) cust.contacts = byCustomer.get(cust.id) ?? [];
}

// The seeded data set: built once per seed, shared by every environment and every sim in the process,
// and built lazily per resource so a sim that only serves contacts never generates sales orders.
import { BaseTable } from "../table";
import { buildContacts, type ContactSeed } from "./contacts";
import { buildCrossRefs, type CrossRefs } from "./crossref";
import { buildCustomers } from "./customers";
import { buildFactCustomers } from "./fact-customers";
import { buildOrders, type OrderSeed } from "./orders";
import { SHIP_VIAS, TERMS, buildBranches, buildTerritories } from "./org";
import { buildCatalog, type CatalogSeed } from "./products";
import type {
  Branch,
  Contact,
  Customer,
  ErpUser,
  PriceLine,
  Product,
  SalesOrder,
  ShipVia,
  Terms,
  Territory,
  Vendor,
  WebSettings,
} from "./types";
import { SeedUserDefined } from "./userdefined";
import { buildUsers, staffIds, type UserSeed } from "./users";
import { buildVendors } from "./vendors";

/**
 * Freezes the rows, their fields and one level below (an order's generations); deeper values such as
 * line items stay unfrozen because freezing ~100k of them costs more than the safety is worth.
 */
function freezeRows<T>(rows: T[], depth = 3): T[] {
  const freeze = (v: unknown, d: number) => {
    if (d === 0 || typeof v !== "object" || v === null || Object.isFrozen(v)) return;
    Object.freeze(v);
    for (const x of Object.values(v)) freeze(x, d - 1);
  };
  for (const r of rows) freeze(r, depth);
  return Object.freeze(rows) as T[];
}

export class SeedData {
  private memo = new Map<string, unknown>();

  constructor(readonly seed: number) {}

  private once<T>(key: string, build: () => T): T {
    if (!this.memo.has(key)) this.memo.set(key, build());
    return this.memo.get(key) as T;
  }

  /** Seeded records are frozen so a handler that forgets to copy before writing fails loudly. */
  private table<T>(key: string, rows: () => T[], idOf?: (r: T) => string | number): BaseTable<T> {
    return this.once(key, () => new BaseTable(freezeRows(rows()), idOf));
  }

  private get userSeed(): UserSeed {
    return this.once("userSeed", () => buildUsers(this.seed));
  }
  private get staff(): string[] {
    return this.once("staff", () => staffIds(this.userSeed.users));
  }
  private get customerRows(): Customer[] {
    // Contacts link back into their customers, so both are built together.
    return this.once("customerRows", () => {
      const customers = buildCustomers(this.seed, this.staff);
      this.memo.set("contactSeed", buildContacts(this.seed, customers));
      linkContacts(customers, this.contactSeed.contacts);
      // Appended after the contacts were drawn from the generated accounts, so they change none of them.
      return [...customers, ...buildFactCustomers(this.staff)];
    });
  }
  private get contactSeed(): ContactSeed {
    if (!this.memo.has("contactSeed")) void this.customerRows;
    return this.memo.get("contactSeed") as ContactSeed;
  }
  private get vendorSeed() {
    return this.once("vendorSeed", () => buildVendors(this.seed));
  }
  private get catalogSeed(): CatalogSeed {
    return this.once("catalogSeed", () => buildCatalog(this.seed, this.vendorSeed.byManufacturer));
  }
  private get orderSeed(): OrderSeed {
    return this.once("orderSeed", () => {
      const home = new Map(this.userSeed.users.map((u) => [u.id, u.homeBranch]));
      return buildOrders(this.seed, this.customerRows, this.catalogSeed.products, this.staff, home);
    });
  }

  get userPasswords(): ReadonlyMap<string, string> {
    return this.userSeed.passwords;
  }
  get users(): BaseTable<ErpUser> {
    return this.table("users", () => this.userSeed.users);
  }
  get branches(): BaseTable<Branch> {
    return this.table("branches", buildBranches);
  }
  get territories(): BaseTable<Territory> {
    return this.table("territories", buildTerritories);
  }
  get shipVias(): BaseTable<ShipVia> {
    return this.table("shipVias", () => [...SHIP_VIAS]);
  }
  get terms(): BaseTable<Terms> {
    return this.table("terms", () => [...TERMS]);
  }
  get customers(): BaseTable<Customer> {
    return this.table("customers", () => this.customerRows);
  }
  get contacts(): BaseTable<Contact> {
    return this.table("contacts", () => this.contactSeed.contacts);
  }
  /** Keyed by contact id (the record's own `id` is the web login). */
  get webSettings(): BaseTable<WebSettings> {
    return this.table(
      "webSettings",
      () => this.contactSeed.webSettings,
      (w) => w.contactId,
    );
  }
  get vendors(): BaseTable<Vendor> {
    return this.table("vendors", () => this.vendorSeed.vendors);
  }
  get priceLines(): BaseTable<PriceLine> {
    return this.table("priceLines", () => this.catalogSeed.priceLines);
  }
  get products(): BaseTable<Product> {
    return this.table("products", () => this.catalogSeed.products);
  }
  get orders(): BaseTable<SalesOrder> {
    return this.table("orders", () => this.orderSeed.orders);
  }
  get crossRefs(): CrossRefs {
    return this.once("crossRefs", () => buildCrossRefs(this.seed, this.catalogSeed.products, this.customerRows));
  }
  get userDefined(): SeedUserDefined {
    return this.once("userDefined", () => {
      const lines = this.priceLines.order;
      return new SeedUserDefined(
        this.seed,
        this.crossRefs,
        this.catalogSeed.shortCodes,
        new Map(lines.map((l) => [l.id, l.description])),
        this.products.byKey,
        this.orderSeed.printReviews,
      );
    });
  }
}

const cache = new Map<number, SeedData>();

export function seedData(seed = 54): SeedData {
  let data = cache.get(seed);
  if (!data) cache.set(seed, (data = new SeedData(seed)));
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

// One ERP environment (one port): its own copy-on-write view of the seeded data, sessions, faults and stats.
import type { SeedData } from "./data/seed";
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
  UdRecord,
  Vendor,
  WebSettings,
} from "./data/types";
import { Faults } from "./faults";
import { SessionStore } from "./sessions";
import { Table } from "./table";

export class Env {
  readonly faults = new Faults();
  readonly sessions: SessionStore;
  stats = { requests: 0, byRoute: {} as Record<string, number> };
  /** Every write the ERP carried out (its answer lost or late included): what a fault-schedule check counts. */
  writes: { method: string; path: string; at: string }[] = [];

  users!: Table<ErpUser>;
  branches!: Table<Branch>;
  territories!: Table<Territory>;
  shipVias!: Table<ShipVia>;
  terms!: Table<Terms>;
  customers!: Table<Customer>;
  contacts!: Table<Contact>;
  webSettings!: Table<WebSettings>;
  vendors!: Table<Vendor>;
  priceLines!: Table<PriceLine>;
  products!: Table<Product>;
  orders!: Table<SalesOrder>;
  /** UserDefined records written with PUT, keyed `FILE|ID` (seeded ones come from seed.userDefined). */
  userDefined = new Map<string, UdRecord>();
  /** Web passwords set through PUT /Contacts/{id}/WebSettings (never served back). */
  webPasswords = new Map<string, string>();
  private counters = new Map<string, number>();

  constructor(
    readonly port: number,
    readonly seed: SeedData,
    sessionTtlSeconds: number,
  ) {
    this.sessions = new SessionStore(sessionTtlSeconds);
    this.reset();
  }

  /** Back to the seeded data: every table drops its writes, sessions and faults go. */
  reset() {
    const s = this.seed;
    this.users = new Table(() => s.users);
    this.branches = new Table(() => s.branches);
    this.territories = new Table(() => s.territories);
    this.shipVias = new Table(() => s.shipVias);
    this.terms = new Table(() => s.terms);
    this.customers = new Table(() => s.customers);
    this.contacts = new Table(() => s.contacts);
    this.webSettings = new Table(() => s.webSettings);
    this.vendors = new Table(() => s.vendors);
    this.priceLines = new Table(() => s.priceLines);
    this.products = new Table(() => s.products);
    this.orders = new Table(() => s.orders);
    this.userDefined = new Map();
    this.webPasswords = new Map();
    this.counters = new Map();
    this.writes = [];
    this.sessions.clear();
    this.faults.clear();
  }

  /** Next id for records created in this environment, starting above every seeded id of that kind. */
  nextId(kind: string, start: number): number {
    const n = this.counters.get(kind) ?? start;
    this.counters.set(kind, n + 1);
    return n;
  }

  count(route: string) {
    this.stats.requests++;
    this.stats.byRoute[route] = (this.stats.byRoute[route] ?? 0) + 1;
  }

  recordWrite(method: string, path: string) {
    this.writes.push({ method, path, at: new Date().toISOString() });
  }

  resetStats() {
    this.stats = { requests: 0, byRoute: {} };
  }
}

// Everything the Stripe stand-in remembers, in memory: one test-mode account.
import { EventBus } from "./events";
import { seedCatalog } from "./seed";
import type { Customer, Price, Product, SessionRecord, Subscription } from "./types";

export interface IdempotentResult {
  fingerprint: string;
  status: number;
  body: string;
}

export interface RequestLogEntry {
  at: string;
  method: string;
  path: string;
  status: number;
  stripe_version: string | null;
  idempotency_key: string | null;
  body: unknown;
}

export interface FailRule {
  remaining: number;
  status: number;
  path?: string;
}

export class StripeState {
  products = new Map<string, Product>();
  prices = new Map<string, Price>();
  customers = new Map<string, Customer>();
  sessions = new Map<string, SessionRecord>();
  subscriptions = new Map<string, Subscription>();
  idempotency = new Map<string, IdempotentResult>();
  requests: RequestLogEntry[] = [];
  failRules: FailRule[] = [];
  bus: EventBus;

  constructor(webhook: { url: string | null; secret: string | null }) {
    this.bus = new EventBus(webhook);
    this.seed();
  }

  private seed(): void {
    const { products, prices } = seedCatalog();
    for (const p of products) this.products.set(p.id, p);
    for (const p of prices) this.prices.set(p.id, p);
  }

  reset(): void {
    this.products.clear();
    this.prices.clear();
    this.customers.clear();
    this.sessions.clear();
    this.subscriptions.clear();
    this.idempotency.clear();
    this.requests = [];
    this.failRules = [];
    this.bus.events.length = 0;
    this.bus.deliveries.length = 0;
    this.bus.delayMs = 0;
    this.seed();
  }

  /** A session whose `expires_at` has passed is expired, whether or not anyone expired it. */
  session(id: string): SessionRecord | undefined {
    const rec = this.sessions.get(id);
    if (rec && rec.session.status === "open" && rec.session.expires_at < Math.floor(Date.now() / 1000)) {
      rec.session.status = "expired";
      rec.session.client_secret = null;
    }
    return rec;
  }

  sessionBySecret(secret: string): SessionRecord | undefined {
    const id = /^(cs_(?:test|live)_[A-Za-z0-9]+)_secret_/.exec(secret)?.[1];
    const rec = id ? this.session(id) : undefined;
    return rec && rec.session.client_secret === secret ? rec : undefined;
  }

  takeFailure(path: string): FailRule | undefined {
    const rule = this.failRules.find((r) => r.remaining > 0 && (!r.path || path.startsWith(r.path)));
    if (!rule) return undefined;
    rule.remaining -= 1;
    this.failRules = this.failRules.filter((r) => r.remaining > 0);
    return rule;
  }
}

// Fault knobs tests turn on over HTTP (POST /__control/faults); one set per environment (port).
import { badRequest, isRecord } from "./http";

type Countdown = { count: number; status: number; path?: string };

export class Faults {
  latencyMs = 0;
  failNext: Countdown | null = null;
  hangNext: Omit<Countdown, "status"> | null = null;
  failCustomers = new Set<string>();

  /** Merges a control request into the current state. */
  merge(body: unknown, expireSessions: () => void) {
    if (!isRecord(body)) throw badRequest("faults body must be a JSON object");
    if (body.latencyMs !== undefined) this.latencyMs = nonNegative(body.latencyMs, "latencyMs");
    if (body.failNext !== undefined) {
      const f = countdown(body.failNext, "failNext");
      const status = isRecord(body.failNext) && body.failNext.status !== undefined ? nonNegative(body.failNext.status, "failNext.status") : 500;
      this.failNext = f.count > 0 ? { ...f, status } : null;
    }
    if (body.hangNext !== undefined) {
      const h = countdown(body.hangNext, "hangNext");
      this.hangNext = h.count > 0 ? h : null;
    }
    if (body.failCustomers !== undefined) {
      if (!Array.isArray(body.failCustomers)) throw badRequest("failCustomers must be an array of customer ids");
      for (const id of body.failCustomers) this.failCustomers.add(String(id).toUpperCase());
    }
    if (body.expireSessions === true) expireSessions();
  }

  clear() {
    this.latencyMs = 0;
    this.failNext = null;
    this.hangNext = null;
    this.failCustomers.clear();
  }

  /** Consumes one failure if this path is targeted; returns the status to answer with. */
  takeFailure(path: string): number | null {
    const f = this.failNext;
    if (!f || !matches(f.path, path)) return null;
    if (--f.count <= 0) this.failNext = null;
    return f.status;
  }

  takeHang(path: string): boolean {
    const h = this.hangNext;
    if (!h || !matches(h.path, path)) return false;
    if (--h.count <= 0) this.hangNext = null;
    return true;
  }

  snapshot() {
    return {
      latencyMs: this.latencyMs,
      failNext: this.failNext,
      hangNext: this.hangNext,
      failCustomers: [...this.failCustomers],
    };
  }
}

const matches = (sub: string | undefined, path: string) => !sub || path.toLowerCase().includes(sub.toLowerCase());

function nonNegative(v: unknown, name: string): number {
  if (typeof v !== "number" || !Number.isFinite(v) || v < 0) throw badRequest(`${name} must be a non-negative number`);
  return v;
}

function countdown(v: unknown, name: string): { count: number; path?: string } {
  if (!isRecord(v)) throw badRequest(`${name} must be an object with count`);
  const count = nonNegative(v.count, `${name}.count`);
  if (v.path !== undefined && typeof v.path !== "string") throw badRequest(`${name}.path must be a string`);
  return { count, path: v.path as string | undefined };
}

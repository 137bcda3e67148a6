// Fault knobs tests turn on over HTTP (POST /__control/faults); one set per environment (port).
import { badRequest, isRecord } from "./http";

type Countdown = { count: number; status: number; path?: string };
/** A countdown that may target one HTTP method too (a POST, not the GET of the same path). */
type MethodCountdown = { count: number; path?: string; method?: string };

export class Faults {
  latencyMs = 0;
  failNext: Countdown | null = null;
  hangNext: Omit<Countdown, "status"> | null = null;
  /** Carry the call out, then close the connection without answering: the caller's answer is lost. */
  dropAnswerNext: MethodCountdown | null = null;
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
    if (body.dropAnswerNext !== undefined) {
      const d = countdown(body.dropAnswerNext, "dropAnswerNext");
      const method = isRecord(body.dropAnswerNext) ? body.dropAnswerNext.method : undefined;
      if (method !== undefined && typeof method !== "string") throw badRequest("dropAnswerNext.method must be a string");
      this.dropAnswerNext = d.count > 0 ? { ...d, ...(method ? { method: method.toUpperCase() } : {}) } : null;
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
    this.dropAnswerNext = null;
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

  /** Consumes one dropped answer if this call (method and path) is targeted. */
  takeDrop(method: string, path: string): boolean {
    const d = this.dropAnswerNext;
    if (!d || !matches(d.path, path) || (d.method && d.method !== method)) return false;
    if (--d.count <= 0) this.dropAnswerNext = null;
    return true;
  }

  snapshot() {
    return {
      latencyMs: this.latencyMs,
      failNext: this.failNext,
      hangNext: this.hangNext,
      dropAnswerNext: this.dropAnswerNext,
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

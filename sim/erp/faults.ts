// Fault knobs tests turn on over HTTP (POST /__control/faults); one set per environment (port).
import { badRequest, isRecord } from "./http";

/** A countdown that may target one HTTP method too (a POST, not the GET of the same path). */
type MethodCountdown = { count: number; path?: string; method?: string };
type Countdown = MethodCountdown & { status: number };

type CountdownKnob = "failNext" | "hangNext" | "dropAnswerNext" | "slowAnswerNext" | "omitUpdateKeyNext";

export class Faults {
  latencyMs = 0;
  failNext: Countdown | null = null;
  hangNext: Omit<Countdown, "status"> | null = null;
  /** Carry the call out, then close the connection without answering: the caller's answer is lost. */
  dropAnswerNext: MethodCountdown | null = null;
  /** Carry the call out, then answer only after `ms`: a slow ERP whose caller may have given up by then. */
  slowAnswerNext: (MethodCountdown & { ms: number }) | null = null;
  failCustomers = new Set<string>();
  /** Answer a record without its `updateKey`, as installations that never set one do. */
  omitUpdateKeyNext: MethodCountdown | null = null;

  /** Merges a control request into the current state. */
  merge(body: unknown, expireSessions: () => void) {
    if (!isRecord(body)) throw badRequest("faults body must be a JSON object");
    if (body.latencyMs !== undefined) this.latencyMs = nonNegative(body.latencyMs, "latencyMs");
    if (body.failNext !== undefined) {
      const f = methodCountdown(body.failNext, "failNext");
      const status =
        isRecord(body.failNext) && body.failNext.status !== undefined
          ? nonNegative(body.failNext.status, "failNext.status")
          : 500;
      this.failNext = f && { ...f, status };
    }
    if (body.hangNext !== undefined) this.hangNext = methodCountdown(body.hangNext, "hangNext");
    if (body.dropAnswerNext !== undefined) this.dropAnswerNext = methodCountdown(body.dropAnswerNext, "dropAnswerNext");
    if (body.slowAnswerNext !== undefined) {
      const s = methodCountdown(body.slowAnswerNext, "slowAnswerNext");
      this.slowAnswerNext = s && {
        ...s,
        ms: nonNegative((body.slowAnswerNext as Record<string, unknown>).ms, "slowAnswerNext.ms"),
      };
    }
    if (body.omitUpdateKeyNext !== undefined)
      this.omitUpdateKeyNext = methodCountdown(body.omitUpdateKeyNext, "omitUpdateKeyNext");
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
    this.slowAnswerNext = null;
    this.omitUpdateKeyNext = null;
    this.failCustomers.clear();
  }

  /** Consumes one failure if this path is targeted; returns the status to answer with. */
  takeFailure(method: string, path: string): number | null {
    return this.take("failNext", method, path)?.status ?? null;
  }

  takeHang(method: string, path: string): boolean {
    return !!this.take("hangNext", method, path);
  }

  /** Consumes one dropped answer if this call (method and path) is targeted. */
  takeDrop(method: string, path: string): boolean {
    return !!this.take("dropAnswerNext", method, path);
  }

  /** Consumes one answer without its updateKey if this call (method and path) is targeted. */
  takeOmitUpdateKey(method: string, path: string): boolean {
    return !!this.take("omitUpdateKeyNext", method, path);
  }

  /** Consumes one slow answer if this call is targeted; returns how long to hold the answer back. */
  takeSlow(method: string, path: string): number {
    return this.take("slowAnswerNext", method, path)?.ms ?? 0;
  }

  /** One use of a countdown that targets this call (its path, and its method when it names one), which ends at 0. */
  private take<K extends CountdownKnob>(knob: K, method: string, path: string): NonNullable<this[K]> | null {
    const c = this[knob] as (MethodCountdown & NonNullable<this[K]>) | null;
    if (!c || !matches(c.path, path) || (c.method && c.method !== method)) return null;
    if (--c.count <= 0) this[knob] = null as this[K];
    return c;
  }

  snapshot() {
    return {
      latencyMs: this.latencyMs,
      failNext: this.failNext,
      hangNext: this.hangNext,
      dropAnswerNext: this.dropAnswerNext,
      slowAnswerNext: this.slowAnswerNext,
      omitUpdateKeyNext: this.omitUpdateKeyNext,
      failCustomers: [...this.failCustomers],
    };
  }
}

const matches = (sub: string | undefined, path: string) => !sub || path.toLowerCase().includes(sub.toLowerCase());

function methodCountdown(v: unknown, name: string): MethodCountdown | null {
  const c = countdown(v, name);
  const method = isRecord(v) ? v.method : undefined;
  if (method !== undefined && typeof method !== "string") throw badRequest(`${name}.method must be a string`);
  return c.count > 0 ? { ...c, ...(method ? { method: method.toUpperCase() } : {}) } : null;
}

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

// Faults a test can switch on over HTTP: latency, the next N calls failing, rate limiting, lost label answers.

export interface FailRule {
  remaining: number;
  status: number;
  body: string;
  contentType: string;
  method?: string;
  /** Matches when the request path starts with this. */
  path?: string;
}

export type LossMode = "error" | "reset" | "hang";

export interface LossRule {
  remaining: number;
  mode: LossMode;
  status: number;
}

export class Faults {
  latencyMs = 0;
  jitterMs = 0;
  failRules: FailRule[] = [];
  rateLimit: { limit: number; windowMs: number } | null = null;
  loss: LossRule | null = null;
  /** Purchases answered 201 with `status: ERROR`, as when the carrier refuses a label. */
  labelErrors: { remaining: number; text: string } | null = null;
  /** Purchases left QUEUED (even when asked for synchronously) until `reads` reads of them have passed. */
  queue: { remaining: number; reads: number } | null = null;
  /** Refund requests refused with a 400 naming the reason, as when the carrier has already scanned the label. */
  refundRefusals: { remaining: number; text: string } | null = null;
  /** Refunds answered PENDING and left so for the next `reads` reads, then settled to `settle`. */
  refundPending: { remaining: number; reads: number; settle: "SUCCESS" | "ERROR" } | null = null;
  /** "Refund made, answer lost", as `loss` is for purchases. */
  refundLoss: LossRule | null = null;
  /** Manifests answered 201 with `status: ERROR` and the reason in `errors`, as when the carrier refuses one. */
  manifestRefusals: { remaining: number; text: string } | null = null;
  /** Manifests answered QUEUED (no document yet) and left so for the next `reads` reads, then SUCCESS. */
  manifestQueue: { remaining: number; reads: number } | null = null;
  /** "Manifest made, answer lost", as `loss` is for purchases. */
  manifestLoss: LossRule | null = null;
  private hits = new Map<string, number[]>();

  reset(): void {
    this.latencyMs = 0;
    this.jitterMs = 0;
    this.failRules = [];
    this.rateLimit = null;
    this.loss = null;
    this.labelErrors = null;
    this.queue = null;
    this.refundRefusals = null;
    this.refundPending = null;
    this.refundLoss = null;
    this.manifestRefusals = null;
    this.manifestQueue = null;
    this.manifestLoss = null;
    this.hits.clear();
  }

  delay(): number {
    return this.latencyMs + (this.jitterMs ? Math.floor(Math.random() * this.jitterMs) : 0);
  }

  /** Consumes one failure from the first rule that matches the call. */
  takeFailure(method: string, path: string): FailRule | undefined {
    const rule = this.failRules.find(
      (r) => r.remaining > 0 && (!r.method || r.method === method) && (!r.path || path.startsWith(r.path)),
    );
    if (!rule) return undefined;
    rule.remaining -= 1;
    this.failRules = this.failRules.filter((r) => r.remaining > 0);
    return rule;
  }

  /** @returns seconds until the caller may retry, or 0 when the call is within the limit. */
  throttle(account: string, now = Date.now()): number {
    if (!this.rateLimit) return 0;
    const { limit, windowMs } = this.rateLimit;
    const recent = (this.hits.get(account) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= limit) {
      this.hits.set(account, recent);
      return Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(account, recent);
    return 0;
  }

  takeLoss(): LossRule | undefined {
    return this.take("loss");
  }

  takeLabelError(): string | undefined {
    return this.take("labelErrors")?.text;
  }

  /** How many reads the next purchase stays QUEUED for, if it is one of the queued ones. */
  takeQueued(): number | undefined {
    return this.take("queue")?.reads;
  }

  takeRefundRefusal(): string | undefined {
    return this.take("refundRefusals")?.text;
  }

  takeRefundPending() {
    return this.take("refundPending");
  }

  takeRefundLoss(): LossRule | undefined {
    return this.take("refundLoss");
  }

  takeManifestRefusal(): string | undefined {
    return this.take("manifestRefusals")?.text;
  }

  takeManifestQueued(): number | undefined {
    return this.take("manifestQueue")?.reads;
  }

  takeManifestLoss(): LossRule | undefined {
    return this.take("manifestLoss");
  }

  /** Consumes one use of a countdown knob: the rule as it stood, or nothing when it is off or used up. */
  private take<
    K extends
      | "loss"
      | "labelErrors"
      | "queue"
      | "refundRefusals"
      | "refundPending"
      | "refundLoss"
      | "manifestRefusals"
      | "manifestQueue"
      | "manifestLoss",
  >(knob: K): NonNullable<this[K]> | undefined {
    const rule = this[knob] as { remaining: number } | null;
    if (!rule || rule.remaining <= 0) return undefined;
    rule.remaining -= 1;
    const taken = { ...rule };
    if (rule.remaining <= 0) (this as Record<K, unknown>)[knob] = null;
    return taken as NonNullable<this[K]>;
  }

  describe() {
    return {
      latency_ms: this.latencyMs,
      jitter_ms: this.jitterMs,
      fail_next: this.failRules.map((r) => ({
        remaining: r.remaining,
        status: r.status,
        method: r.method ?? null,
        path: r.path ?? null,
      })),
      rate_limit: this.rateLimit ? { limit: this.rateLimit.limit, window_ms: this.rateLimit.windowMs } : null,
      lose_transactions: this.loss ? { remaining: this.loss.remaining, mode: this.loss.mode } : null,
      label_errors: this.labelErrors ? { remaining: this.labelErrors.remaining, text: this.labelErrors.text } : null,
      queue_next: this.queue ? { remaining: this.queue.remaining, reads: this.queue.reads } : null,
      refuse_refunds: this.refundRefusals,
      pending_refunds: this.refundPending,
      lose_refunds: this.refundLoss ? { remaining: this.refundLoss.remaining, mode: this.refundLoss.mode } : null,
      refuse_manifests: this.manifestRefusals,
      queue_manifests: this.manifestQueue,
      lose_manifests: this.manifestLoss
        ? { remaining: this.manifestLoss.remaining, mode: this.manifestLoss.mode }
        : null,
    };
  }
}

// Events: recorded like Stripe's event log and POSTed, signed, to the configured webhook endpoint.
import { newId, nowSec } from "./ids";
import { signatureHeader, type SignatureMode } from "./signature";
import type { StripeEvent } from "./types";

export const API_VERSION = "2026-10-28.endive";

export interface Delivery {
  id: string;
  event: string;
  type: string;
  url: string;
  signature: SignatureMode;
  status: number | null;
  error: string | null;
  at: string;
}

export interface WebhookTarget {
  url: string | null;
  secret: string | null;
}

export class EventBus {
  readonly events: StripeEvent[] = [];
  readonly deliveries: Delivery[] = [];
  /** Delay before sending (ms); 0 sends before the triggering call answers. */
  delayMs = 0;
  private chain: Promise<void> = Promise.resolve();
  private controllers = new Set<AbortController>();

  constructor(readonly target: WebhookTarget) {}

  record(
    type: string,
    object: unknown,
    request: StripeEvent["request"],
    previous?: Record<string, unknown>,
  ): StripeEvent {
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: nowSec(),
      // A snapshot: later changes to the object must not rewrite history.
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: this.target.url ? 1 : 0,
      request,
      type,
    };
    this.events.push(event);
    return event;
  }

  /** Sends events in order, one at a time, as they are queued. */
  send(events: StripeEvent[], signature: SignatureMode = "valid"): Promise<Delivery[]> {
    const run = async () => {
      if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
      const out: Delivery[] = [];
      for (const e of events) out.push(await this.deliver(e, signature));
      return out;
    };
    const p = this.chain.then(run, run);
    this.chain = p.then(
      () => undefined,
      () => undefined,
    );
    return p;
  }

  /**
   * Sends `events`; the caller's answer waits for the deliveries unless a delay is configured,
   * in which case they arrive later (to test a return page that loads before the webhook).
   */
  async dispatch(events: StripeEvent[]): Promise<void> {
    const sent = this.send(events);
    if (this.delayMs === 0) await sent;
  }

  idle(): Promise<void> {
    return this.chain;
  }

  abortAll(): void {
    for (const c of this.controllers) c.abort();
  }

  private async deliver(event: StripeEvent, signature: SignatureMode): Promise<Delivery> {
    const { url, secret } = this.target;
    const d: Delivery = {
      id: newId("we", 14),
      event: event.id,
      type: event.type,
      url: url ?? "",
      signature,
      status: null,
      error: null,
      at: new Date().toISOString(),
    };
    this.deliveries.push(d);
    if (!url) {
      d.error = "no webhook endpoint configured";
      return d;
    }
    const body = JSON.stringify(event, null, 2);
    const headers: Record<string, string> = {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      "cache-control": "no-cache",
    };
    const header = signatureHeader(body, secret ?? "", secret ? signature : "missing");
    if (header) headers["stripe-signature"] = header;
    const controller = new AbortController();
    this.controllers.add(controller);
    const timer = setTimeout(() => controller.abort(), 10_000);
    try {
      const res = await fetch(url, { method: "POST", headers, body, signal: controller.signal });
      await res.arrayBuffer().catch(() => undefined);
      d.status = res.status;
    } catch (e) {
      d.error = controller.signal.aborted ? "timeout" : e instanceof Error ? e.message : String(e);
    } finally {
      clearTimeout(timer);
      this.controllers.delete(controller);
    }
    return d;
  }
}

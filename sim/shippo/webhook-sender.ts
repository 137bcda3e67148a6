// Delivers webhook payloads the way Shippo does: JSON POST, 3 s to answer, two retries on 408/429/5xx.
import { createHmac, randomBytes } from "node:crypto";
import type { WebhookWire } from "./types";

export interface DeliveryRecord {
  id: string;
  webhook: string;
  url: string;
  event: string;
  tracking_number: string | null;
  status_sent: string | null;
  attempt: number;
  status: number | null;
  error: string | null;
  at: string;
  body: string;
}

export interface SenderConfig {
  /** When set, each POST carries `Shippo-Auth-Signature: t=…,v1=…` (HMAC-SHA256 of "t.body"). */
  hmacSecret: string | null;
  retryDelayMs: number;
  timeoutMs: number;
}

const RETRYABLE = (status: number) => status === 408 || status === 429 || status >= 500;

export class WebhookSender {
  readonly log: DeliveryRecord[] = [];
  private chain: Promise<void> = Promise.resolve();
  private inFlight = new Set<AbortController>();

  constructor(readonly config: SenderConfig) {}

  /**
   * Queues deliveries of `payloads` (in the given order) to every target; each is sent `repeat` times.
   * @returns a promise that settles once this batch is done, for callers that want to wait.
   */
  enqueue(targets: WebhookWire[], payloads: object[], repeat = 1): Promise<void> {
    const batch = async () => {
      for (const payload of payloads) {
        for (let r = 0; r < repeat; r++) {
          for (const target of targets) await this.deliver(target, payload);
        }
      }
    };
    const run = this.chain.then(batch, batch);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Waits for everything queued so far. */
  idle(): Promise<void> {
    return this.chain;
  }

  abortAll(): void {
    for (const c of this.inFlight) c.abort();
  }

  private async deliver(target: WebhookWire, payload: object): Promise<void> {
    const body = JSON.stringify(payload);
    const data = (payload as { data?: { tracking_number?: string; tracking_status?: { status?: string } | null } })
      .data;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const record: DeliveryRecord = {
        id: randomBytes(8).toString("hex"),
        webhook: target.object_id,
        url: target.url,
        event: (payload as { event?: string }).event ?? "",
        tracking_number: data?.tracking_number ?? null,
        status_sent: data?.tracking_status?.status ?? null,
        attempt,
        status: null,
        error: null,
        at: new Date().toISOString(),
        body,
      };
      this.log.push(record);
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "user-agent": "Shippo-Webhooks/1.0 (E54 stand-in)",
      };
      if (this.config.hmacSecret) {
        const t = Math.floor(Date.now() / 1000);
        const v1 = createHmac("sha256", this.config.hmacSecret).update(`${t}.${body}`).digest("hex");
        headers["shippo-auth-signature"] = `t=${t},v1=${v1}`;
      }
      const controller = new AbortController();
      this.inFlight.add(controller);
      const timer = setTimeout(() => controller.abort(), this.config.timeoutMs);
      try {
        const res = await fetch(target.url, { method: "POST", headers, body, signal: controller.signal });
        await res.arrayBuffer().catch(() => undefined);
        record.status = res.status;
        if (!RETRYABLE(res.status)) return;
      } catch (e) {
        record.error = controller.signal.aborted ? "timeout" : e instanceof Error ? e.message : String(e);
      } finally {
        clearTimeout(timer);
        this.inFlight.delete(controller);
      }
      if (attempt < 3) await new Promise((r) => setTimeout(r, this.config.retryDelayMs));
    }
  }
}

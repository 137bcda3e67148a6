// Everything the Shippo stand-in remembers, in memory, plus the few helpers every route needs.
import { createHash, randomBytes } from "node:crypto";
import type { Caller } from "./auth";
import { CARRIERS, type CarrierToken } from "./carriers";
import { Faults } from "./faults";
import type { TrackRecord } from "./tracking";
import type {
  AddressWire,
  RateInfo,
  RateWire,
  ManifestRecord,
  RefundRecord,
  ShipmentRecord,
  TransactionRecord,
  WebhookRecord,
} from "./types";
import { WebhookSender } from "./webhook-sender";

export const newId = () => randomBytes(16).toString("hex");
export const isoNow = () => new Date().toISOString();

export interface CarrierAccountWire {
  object_id: string;
  object_owner: string;
  account_id: string;
  carrier: CarrierToken;
  carrier_name: string;
  active: boolean;
  test: boolean;
  is_shippo_account: boolean;
  metadata: string;
  parameters: Record<string, unknown>;
  service_levels: Array<{ name: string; token: string; supports_return_labels: boolean }>;
  object_info: { authentication: { type: "default"; status: "connected" } };
}

export interface RequestLogEntry {
  at: string;
  method: string;
  path: string;
  status: number;
  auth: string | null;
  body: unknown;
}

export interface OAuthCode {
  code: string;
  clientId: string;
  redirectUri: string;
  account: string;
  expiresAt: number;
  used: boolean;
}

export interface SimConfig {
  /** Set: each track advances one step on this period (for demos). */
  autoAdvanceMs: number | null;
  /** When false, webhook payloads omit absent values instead of sending `null`. */
  webhookNulls: boolean;
  oauthClientId: string | null;
  oauthClientSecret: string | null;
  oauthRedirectUri: string | null;
}

export class ShippoState {
  addresses = new Map<string, { account: string; wire: AddressWire }>();
  shipments = new Map<string, ShipmentRecord>();
  rates = new Map<string, { account: string; wire: RateWire; info: RateInfo }>();
  transactions = new Map<string, TransactionRecord>();
  refunds = new Map<string, RefundRecord>();
  manifests = new Map<string, ManifestRecord>();
  tracks = new Map<string, TrackRecord>();
  webhooks = new Map<string, WebhookRecord>();
  carrierAccounts = new Map<string, CarrierAccountWire[]>();
  revoked = new Set<string>();
  oauthCodes = new Map<string, OAuthCode>();
  /** Issued OAuth token → the merchant name typed on the authorize page. */
  oauthAccounts = new Map<string, string>();
  requests: RequestLogEntry[] = [];
  faults = new Faults();
  config: SimConfig = {
    autoAdvanceMs: null,
    webhookNulls: true,
    oauthClientId: null,
    oauthClientSecret: null,
    oauthRedirectUri: null,
  };
  sender = new WebhookSender({ hmacSecret: null, retryDelayMs: 1000, timeoutMs: 3000 });

  reset(): void {
    this.addresses.clear();
    this.shipments.clear();
    this.rates.clear();
    this.transactions.clear();
    this.refunds.clear();
    this.manifests.clear();
    this.tracks.clear();
    this.webhooks.clear();
    this.carrierAccounts.clear();
    this.revoked.clear();
    this.oauthCodes.clear();
    this.oauthAccounts.clear();
    this.requests = [];
    this.sender.log.length = 0;
    this.faults.reset();
  }

  /**
   * One Shippo-managed account per carrier, created on first use. Ids derive from the caller's token so
   * they survive a restart of the stand-in (the portal may have stored them).
   */
  carrierAccountsFor(caller: Caller): CarrierAccountWire[] {
    let list = this.carrierAccounts.get(caller.account);
    if (!list) {
      list = CARRIERS.map((c) => ({
        object_id: createHash("sha256").update(`${caller.account}:${c.token}`).digest("hex").slice(0, 32),
        object_owner: caller.owner,
        account_id: `shippo_${c.token}_account`,
        carrier: c.token,
        carrier_name: c.provider,
        active: true,
        test: caller.test,
        is_shippo_account: true,
        metadata: "",
        parameters: {},
        service_levels: c.services.map((s) => ({ name: s.name, token: s.token, supports_return_labels: true })),
        object_info: { authentication: { type: "default", status: "connected" } },
      }));
      this.carrierAccounts.set(caller.account, list);
    }
    return list;
  }

  trackKey(carrier: string, number: string): string {
    return `${carrier.toLowerCase()}:${number}`;
  }

  webhooksFor(accounts: Iterable<string>, event: string) {
    const set = new Set(accounts);
    return [...this.webhooks.values()]
      .filter((w) => set.has(w.account) && w.wire.active && (w.wire.event === event || w.wire.event === "all"))
      .map((w) => w.wire);
  }
}

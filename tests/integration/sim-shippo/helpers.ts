// Shared set-up for the Shippo stand-in tests: SDK clients, control calls, and a webhook receiver.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Shippo } from "shippo";
import type { SDKOptions } from "shippo/lib/config";
import type { AddressCreateRequest, ParcelCreateRequest } from "shippo/models/components";

export const testToken = () => `shippo_test_${randomBytes(20).toString("hex")}`;

export function client(serverURL: string, token = testToken(), extra: SDKOptions = {}) {
  const apiKeyHeader = token.startsWith("shippo_") ? `ShippoToken ${token}` : token;
  return new Shippo({
    apiKeyHeader,
    serverURL,
    shippoApiVersion: "2018-02-08",
    retryConfig: { strategy: "none" },
    ...extra,
  });
}

export async function control<T = unknown>(
  base: string,
  path: string,
  body?: unknown,
  method = body === undefined ? "GET" : "POST",
): Promise<T> {
  const res = await fetch(`${base}/__control${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const nashville: AddressCreateRequest = {
  name: "Ed's Supply Co",
  street1: "100 Broadway",
  city: "Nashville",
  state: "TN",
  zip: "37203",
  country: "US",
  phone: "6155550100",
};
export const nearby: AddressCreateRequest = {
  name: "Franklin Builders",
  street1: "12 Main St",
  city: "Franklin",
  state: "TN",
  zip: "37064",
  country: "US",
};
export const farAway: AddressCreateRequest = {
  name: "Bay Builders",
  street1: "215 Clayton St",
  city: "San Francisco",
  state: "CA",
  zip: "94117",
  country: "US",
};

export const box = (weight: string, l = "12", w = "10", h = "8"): ParcelCreateRequest => ({
  massUnit: "lb",
  weight,
  distanceUnit: "in",
  length: l,
  width: w,
  height: h,
});

/** Carrier account ids for USPS, UPS and FedEx: the three the portal sends with each shipment. */
export async function threeCarriers(s: Shippo): Promise<string[]> {
  const list = await s.carrierAccounts.list({ results: 100 });
  return ["usps", "ups", "fedex"].map((c) => list.results!.find((a) => a.carrier === c)!.objectId!);
}

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  json: Record<string, unknown>;
}

/** A local endpoint that records webhook POSTs; `statuses` are answered in turn, then 200. */
export async function receiver(statuses: number[] = []) {
  const got: Received[] = [];
  const queue = [...statuses];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      got.push({ headers: req.headers, raw, json: JSON.parse(raw) as Record<string, unknown> });
      res.writeHead(queue.shift() ?? 200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/shippo?token=s3cret`;
  return {
    url,
    got,
    async waitFor(n: number, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (got.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return got;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

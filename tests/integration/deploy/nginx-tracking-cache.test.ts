// deploy/nginx.conf's public tracking micro-cache and per-address limit (issue 29), as written there, in front of a
// stand-in for the portal that counts what reaches it: anonymous answers are shared for a few seconds, keyed by
// invoice, company and test mode; a signed-in caller never gets or leaves one; nginx's limit answers 429.
import { createServer, request, type IncomingMessage } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNginx, startNginx } from "@/bench/helpers/nginx";

const MADE_AT = "Tue, 24 Nov 2026 08:00:00 GMT";
const reached: IncomingMessage["url"][] = [];
const portal = createServer((req, res) => {
  reached.push(req.url);
  res.writeHead(200, { "content-type": "application/json", date: MADE_AT });
  res.end(JSON.stringify({ answer: reached.length }));
});

let prefix: string;
let origin: string;
let close: () => Promise<unknown>;

beforeAll(async () => {
  // nginx is a Debian package like Chromium: .ci/run installs both where they are missing.
  const binary = findNginx();
  if (!binary) throw new Error("This suite runs deploy/nginx.conf: apt-get install nginx");
  await new Promise<void>((resolve) => portal.listen(0, "127.0.0.1", resolve));
  prefix = await mkdtemp(path.join(tmpdir(), "e54-nginx-cache-"));
  const nginx = await startNginx(binary, prefix, [`127.0.0.1:${(portal.address() as AddressInfo).port}`], {
    trackingCache: true,
  });
  origin = nginx.origin;
  close = nginx.close;
});

afterAll(async () => {
  await close?.();
  portal.close();
  await rm(prefix, { recursive: true, force: true });
});

let invoices = 0;
/** A tracking path no earlier test asked for. */
const freshInvoice = () => `/api/shipments/by-invoice/S${900000 + ++invoices}.001`;

async function track(pathAndQuery: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}${pathAndQuery}`, { headers });
  const body = (await res.json().catch(() => null)) as { answer: number } | null;
  return { status: res.status, cache: res.headers.get("x-cache-status"), date: res.headers.get("date"), body };
}

/** The status of one ask sent from `address` (a loopback address of the test's choosing). */
function statusFrom(address: string, pathAndQuery: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${pathAndQuery}`, { localAddress: address }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("deploy/nginx.conf in front of public tracking", () => {
  it("serves the second anonymous ask of an invoice from the cache, with the portal's Date", async () => {
    const invoice = freshInvoice();
    const first = await track(`${invoice}?company=EDS`);
    const second = await track(`${invoice}?company=EDS`);
    expect(first.cache).toBe("MISS");
    expect(second).toMatchObject({ status: 200, cache: "HIT", date: MADE_AT, body: first.body });
    expect(reached.filter((u) => u?.startsWith(invoice))).toHaveLength(1);
  });

  it("keys by invoice, company and test mode, and nothing else in the query", async () => {
    const invoice = freshInvoice();
    await track(`${invoice}?company=EDS`);
    expect((await track(`${invoice}?company=EDS&made-up=1`)).cache).toBe("HIT");
    expect((await track(`${invoice}?company=OTHER`)).cache).toBe("MISS");
    expect((await track(`${invoice}?company=EDS&testMode=true`)).cache).toBe("MISS");
  });

  it("never serves a signed-in caller from the cache nor keeps their answer", async () => {
    const invoice = freshInvoice();
    await track(`${invoice}?company=EDS`);
    const cookie = await track(`${invoice}?company=EDS`, { cookie: "next-auth.session-token=abc" });
    const secure = await track(`${invoice}?company=EDS`, { cookie: "x=1; __Secure-next-auth.session-token=abc" });
    const bearer = await track(`${invoice}?company=EDS`, { authorization: "Bearer abc" });
    expect([cookie.cache, secure.cache, bearer.cache]).toEqual(["BYPASS", "BYPASS", "BYPASS"]);

    const signedInFirst = freshInvoice();
    await track(signedInFirst, { authorization: "Bearer abc" });
    expect((await track(signedInFirst)).cache).toBe("MISS");
  });

  it("lets an answer go within 3 seconds", async () => {
    const invoice = freshInvoice();
    await track(invoice);
    // 2 s of validity on nginx's whole-second clock: gone 3 s after it was made, whenever in its second that was.
    await new Promise((r) => setTimeout(r, 3100));
    const later = await track(invoice);
    expect(later.cache).toBe("EXPIRED");
    expect(reached.filter((u) => u === invoice)).toHaveLength(2);
  });

  it("answers 429 past its own per-address burst, cached answers included", async () => {
    const invoice = freshInvoice();
    // An address of its own, so the other tests' asks do not count against it.
    const statuses = await Promise.all(Array.from({ length: 80 }, () => statusFrom("127.0.0.77", invoice)));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(60);
  });
});

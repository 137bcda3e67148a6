// deploy/nginx.conf's public tracking micro-cache and per-address limit (issue 29), as written there, in front of a
// stand-in for the portal that counts what reaches it and answers with the portal's Cache-Control: anonymous answers
// are shared for up to 3 s, keyed by invoice, company and test mode, refreshed in the background; a signed-in caller
// never gets or leaves one; nginx's limit answers 429.
import { createServer, request, type IncomingMessage } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNginx, startNginx } from "@/bench/helpers/nginx";
import {
  ANONYMOUS_TRACKING_CACHE,
  ANONYMOUS_TRACKING_MAX_AGE_SECONDS,
} from "@/lib/shipping/tracking/invoices/answer-caching";

const MADE_AT = "Tue, 24 Nov 2026 08:00:00 GMT";
const reached: IncomingMessage["url"][] = [];
const portal = createServer((req, res) => {
  reached.push(req.url);
  res.writeHead(200, { "content-type": "application/json", date: MADE_AT, "cache-control": ANONYMOUS_TRACKING_CACHE });
  res.end(JSON.stringify({ answer: reached.length, madeAt: Date.now() }));
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
  const body = (await res.json().catch(() => null)) as { answer: number; madeAt: number } | null;
  return { status: res.status, cache: res.headers.get("x-cache-status"), date: res.headers.get("date"), body };
}

/** One ask sent from `address` (a loopback address of the test's choosing): its status, cache status and body. */
function askFrom(address: string, pathAndQuery: string) {
  return new Promise<{ status: number; cache: string | null; body: { answer: number; madeAt: number } }>(
    (resolve, reject) => {
      const req = request(`${origin}${pathAndQuery}`, { localAddress: address }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const cache = res.headers["x-cache-status"];
          const body = (res.statusCode === 200 ? JSON.parse(text) : { answer: 0, madeAt: 0 }) as {
            answer: number;
            madeAt: number;
          };
          resolve({ status: res.statusCode ?? 0, cache: typeof cache === "string" ? cache : null, body });
        });
      });
      req.on("error", reject);
      req.end();
    },
  );
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

  it("refreshes a kept answer in the background, and never hands out one older than 3 s", async () => {
    const invoice = freshInvoice();
    const seen: { cache: string | null; answer: number; age: number }[] = [];
    // 4.5 s of asks, 5 a second, from an address of its own (nginx's limit lets a burst of 60 through).
    for (const until = Date.now() + 4500; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      const a = await askFrom("127.0.0.78", invoice);
      seen.push({ cache: a.cache, answer: a.body.answer, age: Date.now() - a.body.madeAt });
    }
    // The ask that found the answer stale got the kept one at once, and one request refreshed it behind it.
    const stale = seen.findIndex((s) => s.cache === "STALE" || s.cache === "UPDATING");
    expect(stale).toBeGreaterThan(0);
    expect(seen[stale].answer).toBe(seen[stale - 1].answer);
    expect(seen.slice(stale + 1).some((s) => s.answer > seen[stale].answer)).toBe(true);
    // About one refresh a second reached the portal, not one per ask.
    const refreshes = reached.filter((u) => u === invoice).length;
    expect(refreshes).toBeGreaterThanOrEqual(2);
    expect(refreshes).toBeLessThan(seen.length / 2);
    // 1 s fresh and 1 s stale, on nginx's whole-second clock.
    expect(Math.max(...seen.map((s) => s.age))).toBeLessThanOrEqual(ANONYMOUS_TRACKING_MAX_AGE_SECONDS * 1000);
  });

  it("answers 429 past its own per-address burst, cached answers included", async () => {
    const invoice = freshInvoice();
    // An address of its own, so the other tests' asks do not count against it.
    const answers = await Promise.all(Array.from({ length: 80 }, () => askFrom("127.0.0.77", invoice)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(60);
  });
});

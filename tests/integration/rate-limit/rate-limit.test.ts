import { and, eq, sql } from "drizzle-orm";
import { NextResponse } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as surcharge } from "@/app/api/erp/surcharge/route";
import { rateLimitHits } from "@/db/schema";
import { publicRoute } from "@/lib/api/handler";
import { rateLimited } from "@/lib/rate-limit/enforce-rate-limit";
import { countRequest } from "@/lib/rate-limit/count-request";
import { callRoute } from "../../helpers/call-route";
import { startTestEnv, type TestEnv } from "../../helpers/test-env";

let env: TestEnv;
beforeAll(async () => {
  env = await startTestEnv({ env: { RATE_LIMIT_SURCHARGE_PER_MINUTE: "3" } });
});
afterAll(() => env.close());

const rule = { name: "test-burst", limit: 10, windowSeconds: 60 };
const limited = publicRoute(async () => NextResponse.json({ ok: true }), { rateLimit: rateLimited(rule) });

describe("publicRoute rateLimit", () => {
  it("lets exactly the limit through a parallel burst from one address, refuses the rest with 429 and Retry-After", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => callRoute(limited, { address: "192.0.2.50" })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(20);
    for (const { res, json } of refused) {
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(json.error).toBe(
        `Too many requests. Please try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`,
      );
    }
    // Another address has a limit of its own.
    expect((await callRoute(limited, { address: "192.0.2.51" })).status).toBe(200);
  });

  it("counts every parallel request once: the counts are 1 to N with no gap and no repeat", async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, () =>
        countRequest(env.db, { name: "test-count", limit: 5, windowSeconds: 60 }, "192.0.2.60"),
      ),
    );
    expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(counts.filter((c) => c.allowed)).toHaveLength(5);
  });

  it("starts a new window once the old one is over", async () => {
    const address = "192.0.2.70";
    for (let i = 0; i < 10; i++) await callRoute(limited, { address });
    expect((await callRoute(limited, { address })).status).toBe(429);
    await env.db
      .update(rateLimitHits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(and(eq(rateLimitHits.bucket, rule.name), eq(rateLimitHits.clientKey, address)));
    expect((await callRoute(limited, { address })).status).toBe(200);
  });
});

describe("POST /api/erp/surcharge rate limit", () => {
  it("refuses the request past the configured limit before reading it (RATE_LIMIT_SURCHARGE_PER_MINUTE=3 here)", async () => {
    const open = () =>
      callRoute(surcharge, { method: "POST", url: "http://localhost/api/erp/surcharge", address: "192.0.2.80" });
    for (let i = 0; i < 3; i++) expect((await open()).status).toBe(400);
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(refused.res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.json.error).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
  });
});

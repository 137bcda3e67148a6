import { eq, sql } from "drizzle-orm";
import { readFile, rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as webhook } from "@/app/api/webhooks/shippo/[secret]/route";
import { companies } from "@/db/schema";
import { newWebhookSecret, storeWebhookSecret } from "@/lib/shipping/settings/webhooks/webhook-secret";
import { callRoute } from "@/tests/helpers/call-route";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// Issue 24, point 8: the webhook URL's secret (CLARIFICATIONS 46) must not reach our own logs. The server's log
// lines go to a file here (LOG_FILE, read by lib/logger.ts when it loads, hence set before any import).
const logFile = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/e54-webhook-error-log-${process.pid}-${Date.now()}.ndjson`;
  Object.assign(process.env, { LOG_FILE: file, LOG_LEVEL: "warn" });
  return file;
});

let env: TestEnv;
let secret: string;
beforeAll(async () => {
  env = await startTestEnv();
  const eds = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "EDS") }))!;
  secret = newWebhookSecret();
  await storeWebhookSecret(env.db, eds.id, secret);
});
afterAll(async () => {
  await env?.close();
  await rm(logFile, { force: true });
});

describe("a failure on the Shippo webhook route", () => {
  it("answers 500 and logs the route's template, never the secret in its path", async () => {
    // A fault of our own after the secret was accepted: the delivery cannot be stored.
    await env.db.execute(
      sql`create function refuse_delivery() returns trigger language plpgsql as $$ begin raise exception 'deliveries are refused'; end $$`,
    );
    await env.db.execute(
      sql`create trigger refuse_delivery before insert on shippo_webhook_deliveries for each row execute function refuse_delivery()`,
    );
    try {
      const res = await callRoute(webhook, {
        method: "POST",
        url: `http://localhost/api/webhooks/shippo/${secret}`,
        params: { secret },
        body: { event: "track_updated", data: { carrier: "usps", tracking_number: "9400111" } },
      });
      expect(res.status).toBe(500);
    } finally {
      await env.db.execute(sql`drop trigger refuse_delivery on shippo_webhook_deliveries`);
    }

    const log = await readFile(logFile, "utf8");
    expect(log).not.toContain(secret);
    const lines = log
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { msg: string; route?: string });
    expect(lines.find((line) => line.msg === "unhandled API error")).toMatchObject({
      route: "/api/webhooks/shippo/[secret]",
    });
  });
});

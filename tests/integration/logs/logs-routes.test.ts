import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as exportLogs } from "@/app/api/logs/export/route";
import { GET as getLogs } from "@/app/api/logs/route";
import { logs, type NewLogEntry } from "@/db/schema";
import { DISTINCT_EMAIL_CAP } from "@/lib/logs/matching-emails";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let admin: string;
let staff: string;

const TYPES = ["login", "login-failure", "file-upload", "surcharge", "admin"];
const EMAILS = ["alice@example.com", "bob@example.com", "al_ice@example.com", "100%sure@example.com", null];
const base = Date.parse("2024-03-01T00:00:00Z");

beforeAll(async () => {
  env = await startTestEnv();
  // 300 entries; every third pair shares a timestamp, so paging must break ties by id.
  const rows: NewLogEntry[] = Array.from({ length: 300 }, (_, i) => ({
    timestamp: new Date(base + Math.floor(i / 2) * 60_000),
    type: TYPES[i % TYPES.length]!,
    userEmail: EMAILS[i % EMAILS.length],
    companyCode: i % 2 ? "EDS" : "heritage",
    message: i === 7 ? '=HYPERLINK("http://evil.example")' : i === 9 ? "-12.5" : `entry ${i}`,
    meta: { ip: `10.0.0.${i % 7}`, method: i % 2 ? "erp-session" : "internal-password" },
  }));
  await env.db.insert(logs).values(rows);
  [admin, staff] = await Promise.all([
    loginAs(DEMO.admin.email, DEMO.admin.password),
    loginAs(DEMO.staff.email, DEMO.staff.password),
  ]);
});
afterAll(() => env.close());

const get = (query: string, token = admin) => callRoute(getLogs, { token, url: `http://localhost/api/logs?${query}` });
type Entry = { _id: string; timestamp: string; type: string; userEmail: string | null; message: string };

describe("GET /api/logs", () => {
  it("answers the newest 100 by default, with the spec's fields", async () => {
    const { status, json, res } = await get("");
    expect(status).toBe(200);
    expect(json).toHaveLength(100);
    expect(Object.keys(json[0]).sort()).toEqual([
      "_id",
      "companyCode",
      "companyId",
      "message",
      "meta",
      "timestamp",
      "type",
      "userEmail",
      "userId",
    ]);
    const times = json.map((e: Entry) => Date.parse(e.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.headers.get("x-next-cursor")).toBe(json[99]._id);
  });

  it("pages through every entry exactly once with the cursor", async () => {
    const seen: string[] = [];
    let cursor = "";
    for (let page = 0; page < 20; page++) {
      const { json } = await get(`type=login&limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...json.map((e: Entry) => e._id));
      if (json.length < 7) break;
      cursor = json[json.length - 1]._id;
    }
    const all = (await get("type=login&limit=1000")).json.map((e: Entry) => e._id);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
    expect(all.length).toBeGreaterThanOrEqual(60);
  });

  it("matches the type exactly", async () => {
    const { json } = await get("type=login&limit=1000");
    expect(new Set(json.map((e: Entry) => e.type))).toEqual(new Set(["login"]));
    expect((await get("type=log")).json).toEqual([]);
  });

  it("matches the email as an escaped, case-insensitive substring", async () => {
    const alice = (await get("email=ALICE&limit=1000")).json;
    expect(new Set(alice.map((e: Entry) => e.userEmail))).toEqual(new Set(["alice@example.com"]));
    const underscore = (await get("email=_&limit=1000")).json;
    expect(new Set(underscore.map((e: Entry) => e.userEmail))).toEqual(new Set(["al_ice@example.com"]));
    const percent = (await get(`email=${encodeURIComponent("%")}&limit=1000`)).json;
    expect(new Set(percent.map((e: Entry) => e.userEmail))).toEqual(new Set(["100%sure@example.com"]));
    expect((await get("email=nobody")).json).toEqual([]);
    const both = (await get("email=alice&type=login&limit=1000")).json;
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((e: Entry) => e.type === "login" && e.userEmail === "alice@example.com")).toBe(true);
    expect((await get("email=alice&type=surcharge")).json).toEqual([]);
  });

  it("refuses a bad limit or cursor (400), customers (403) and the signed-out (401)", async () => {
    expect((await get("limit=0")).status).toBe(400);
    expect((await get("limit=5000")).status).toBe(400);
    expect((await get("cursor=abc")).status).toBe(400);
    expect((await get("", staff)).status).toBe(403);
    expect((await callRoute(getLogs, { url: "http://localhost/api/logs" })).status).toBe(401);
  });
});

describe("GET /api/logs/export", () => {
  const csv = async (query: string, token = admin) => {
    const { status, res } = await callRoute(exportLogs, { token, url: `http://localhost/api/logs/export?${query}` });
    return { status, res, rows: status === 200 ? Papa.parse<string[]>((await res.text()).trim()).data : [] };
  };

  it("exports every entry the filters show, not only one page, with formulas escaped", async () => {
    const { status, res, rows } = await csv("email=bob");
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="logs-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(rows[0]).toEqual(["timestamp", "userEmail", "companyCode", "type", "message", "ip", "method", "meta"]);
    expect(rows).toHaveLength(61);
    // The export's one timestamp format: ISO 8601 in UTC to the second.
    expect(rows.slice(1).every((r) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(r[0]!))).toBe(true);
    expect(rows.slice(1).every((r) => r[1] === "bob@example.com")).toBe(true);
    const all = await csv("");
    expect(all.rows.length - 1).toBeGreaterThanOrEqual(300);
    expect(all.rows.find((r) => r[4]?.includes("HYPERLINK"))?.[4]).toBe('\'=HYPERLINK("http://evil.example")');
    // A plain number is no formula: it stays a number for the spreadsheet (CLARIFICATIONS 48).
    expect(all.rows.filter((r) => r[4]?.includes("12.5")).map((r) => r[4])).toEqual(["-12.5"]);
  });

  it("answers just the header when nothing matches, and 403 to customers", async () => {
    expect((await csv("email=nobody")).rows).toEqual([
      ["timestamp", "userEmail", "companyCode", "type", "message", "ip", "method", "meta"],
    ]);
    expect((await csv("", staff)).status).toBe(403);
  });
});

describe("many distinct addresses", () => {
  it("falls back to a direct substring match past the cap, with the same answer", async () => {
    const before = (await get("email=bob&limit=1000")).json.map((e: Entry) => e._id);
    const rows = Array.from({ length: DISTINCT_EMAIL_CAP + 1 }, (_, i) => ({
      type: "login-failure",
      userEmail: `guess${i}@spray.example`,
      message: "x",
      timestamp: new Date(base - 86_400_000),
    }));
    await env.db.insert(logs).values(rows);
    expect((await get("email=bob&limit=1000")).json.map((e: Entry) => e._id)).toEqual(before);
    expect((await get("email=guess4999@&limit=1000")).json).toHaveLength(1);
  });
});

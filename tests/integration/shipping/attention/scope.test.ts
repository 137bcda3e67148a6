// Needs Attention by company (CLARIFICATIONS 58): a company sees its own shipments, never another's, nor may it act
// on another's; an administrator sees every company's, or the one they name; the Shipment Dashboard's list is one
// branch's.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as trackRoute } from "@/app/api/shipments/[shipmentId]/track/route";
import { POST as retryMailRoute } from "@/app/api/shipments/mails/[mailId]/retry/route";
import { companies, customerMails, type Shipment } from "@/db/schema";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { insertShipment } from "@/tests/helpers/shipment-row";
import { statementsReading } from "@/tests/helpers/statement-reads";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { attentionList, MINUTE } from "./attention-suite";

let env: TestEnv;
let staff: string;
let heritage: string;
let admin: string;
let karen: string;
let eds: Shipment;
let edsOtherBranch: Shipment;
let theirs: Shipment;
let edsMailId: string;
let heritageId: string;

beforeAll(async () => {
  env = await startTestEnv();
  [staff, heritage, admin, karen] = await Promise.all(
    [DEMO.staff, DEMO.heritage, DEMO.admin, DEMO.karen].map((a) => loginAs(a.email, a.password)),
  );
  const companyId = async (code: string) =>
    (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, code) }))!.id;
  const edsId = await companyId("EDS");
  heritageId = await companyId("heritage");
  // Labels whose freight was never posted, bought ten minutes ago: one of each company, and one more EDS branch.
  const tenMinutesAgo = new Date(Date.now() - 10 * MINUTE);
  eds = await insertShipment(env.db, {
    companyId: edsId,
    invoiceNumber: "S7000001.001",
    branch: "TNNA",
    createdAt: tenMinutesAgo,
  });
  edsOtherBranch = await insertShipment(env.db, {
    companyId: edsId,
    invoiceNumber: "S7000002.001",
    branch: "TNMB",
    createdAt: tenMinutesAgo,
  });
  theirs = await insertShipment(env.db, {
    companyId: heritageId,
    invoiceNumber: "S7000001.001",
    branch: "ILMV",
    createdAt: tenMinutesAgo,
  });
  const [mail] = await env.db
    .insert(customerMails)
    .values({ companyId: edsId, shipmentId: eds.id, kind: "shipped", toEmail: "a@b.example", orderRef: "PO1" })
    .returning();
  edsMailId = mail.id;
});
afterAll(() => env.close());

const ids = (list: { rows: { shipmentId: string }[] }) => new Set(list.rows.map((r) => r.shipmentId));

describe("GET /api/shipments/attention", () => {
  it("shows a company its own shipments only, each naming its company", async () => {
    const mine = await attentionList(staff);
    expect(mine.status).toBe(200);
    expect(ids(mine.json)).toEqual(new Set([eds.id, edsOtherBranch.id]));
    expect(mine.json.rows.every((r) => r.companyCode === "EDS")).toBe(true);
    const theirsList = await attentionList(heritage);
    expect(ids(theirsList.json)).toEqual(new Set([theirs.id]));
    // Naming another company changes nothing: a user's list is their company's (as Shipment Tracking's rows).
    const named = await attentionList(staff, `companyId=${heritageId}`);
    expect(ids(named.json)).toEqual(new Set([eds.id, edsOtherBranch.id]));
  });

  it("shows an administrator every company's, or the company named", async () => {
    const all = await attentionList(admin);
    expect(ids(all.json)).toEqual(new Set([eds.id, edsOtherBranch.id, theirs.id]));
    expect(all.json.rows.find((r) => r.shipmentId === theirs.id)?.companyCode).toBe("heritage");
    const one = await attentionList(admin, `companyId=${heritageId}`);
    expect(ids(one.json)).toEqual(new Set([theirs.id]));
    expect((await attentionList(admin, "companyId=not-a-company")).status).toBe(400);
  });

  it("lists one branch for the Shipment Dashboard; a branch that is no branch is refused", async () => {
    expect(ids((await attentionList(staff, "branch=tnna")).json)).toEqual(new Set([eds.id]));
    expect(ids((await attentionList(staff, "branch=TNMB")).json)).toEqual(new Set([edsOtherBranch.id]));
    expect((await attentionList(staff, "branch=ARJB")).json).toEqual({ rows: [], truncated: false });
    const bad = await attentionList(staff, "branch=TN%20NA");
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/Not a branch id/);
  });

  it("is for users of Ship54 who are signed in", async () => {
    expect((await attentionList(karen)).status).toBe(403);
    expect((await callRoute((await import("@/app/api/shipments/attention/route")).GET)).status).toBe(401);
  });
});

describe("Needs Attention's read", () => {
  it("is one statement however many shipments and reasons it lists (no read per row)", async () => {
    let rows = 0;
    const reads = await statementsReading(
      env.db,
      "shipments",
      async () => (rows = (await attentionList(admin)).json.rows.length),
    );
    expect(rows).toBe(3);
    expect(reads).toBe(1);
  });
});

describe("Needs Attention's actions on another company's shipment", () => {
  it("Track Again and Retry Mail answer 404, as for a shipment or mail that does not exist", async () => {
    const track = await callRoute(trackRoute, { token: heritage, params: { shipmentId: eds.id } });
    expect(track.status).toBe(404);
    expect(track.json.error).toBe("Shipment not found.");
    const mail = await callRoute(retryMailRoute, { token: heritage, params: { mailId: edsMailId } });
    expect(mail.status).toBe(404);
    expect(mail.json.error).toBe("Mail not found.");
    expect((await callRoute(retryMailRoute, { token: staff, params: { mailId: "nope" } })).status).toBe(404);
    // The mail was left as it was.
    const [row] = await env.db.select().from(customerMails).where(eq(customerMails.id, edsMailId));
    expect(row).toMatchObject({ state: "pending", attempts: 0 });
  });
});

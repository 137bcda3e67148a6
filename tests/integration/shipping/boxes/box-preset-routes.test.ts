import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteBox, PUT as putBox } from "@/app/api/ship54/box-presets/[presetId]/route";
import { GET as listBoxes, POST as addBox } from "@/app/api/ship54/box-presets/route";
import { GET as deskBoxes } from "@/app/api/ship-station/boxes/route";
import { boxPresets, companies } from "@/db/schema";
import { QUEUE_CUSTOMERS, QUEUED_ORDERS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import type { ShippoStandIn } from "@/tests/helpers/shippo-stand-in";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";
import { quote, workflowSettled } from "../ship-desk";
import { POST as createFromShipStation } from "@/app/api/shipments/create-from-shipstation/route";

let env: TestEnv & { shippo: ShippoStandIn };
let staff: string;
let heritage: string;
let admin: string;
let heritageId: string;
beforeAll(async () => {
  env = await startTestEnv({ shippo: true });
  [staff, heritage, admin] = await Promise.all(
    [DEMO.staff, DEMO.heritage, DEMO.admin].map((a) => loginAs(a.email, a.password)),
  );
  heritageId = (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, "heritage") }))!.id;
});
afterAll(() => env.close());

const url = (path: string) => `http://localhost${path}`;
const box = (name: string, more: Record<string, unknown> = {}) => ({
  branch: "TNFR",
  name,
  length: 10,
  width: 8,
  height: 6,
  emptyWeight: 0.5,
  ...more,
});
const add = (token: string, body: unknown, query = "") =>
  callRoute(addBox, { token, body, url: url(`/api/ship54/box-presets${query}`) });
const list = (token: string, query: string) =>
  callRoute(listBoxes, { token, url: url(`/api/ship54/box-presets?${query}`) });

describe("box presets on Ship54 Settings", () => {
  it("lists the demo branch's boxes smallest first, with the branches that have boxes", async () => {
    const { status, json } = await list(staff, "branch=tnna");
    expect(status).toBe(200);
    expect(json.branch).toBe("TNNA");
    expect(json.presets.map((p: { name: string }) => p.name)).toEqual([
      "Small 8x6x4",
      "Medium 12x10x8",
      "Large 18x14x12",
    ]);
    expect(json.presets[0]).toMatchObject({ length: 8, width: 6, height: 4, emptyWeight: 0.3 });
    expect(json.branches).toContain("TNNA");
    // Without a branch: only the branches that have boxes (the demo data's two).
    expect((await list(staff, "")).json).toEqual({ branch: null, presets: [], branches: ["TNCO", "TNNA"] });
  });

  it("lets a Ship54 admin add, change and delete a box", async () => {
    const created = await add(staff, box("Tube"));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ branch: "TNFR", name: "Tube", length: 10, emptyWeight: 0.5 });
    const params = { presetId: created.json.id };
    const changed = await callRoute(putBox, { token: staff, method: "PUT", params, body: box("Tube", { height: 36 }) });
    expect(changed.json).toMatchObject({ name: "Tube", height: 36 });
    expect((await list(staff, "branch=TNFR")).json.presets).toEqual([changed.json]);
    expect((await callRoute(deleteBox, { token: staff, method: "DELETE", params })).status).toBe(200);
    expect((await list(staff, "branch=TNFR")).json.presets).toEqual([]);
    const again = await callRoute(deleteBox, { token: staff, method: "DELETE", params });
    expect(again).toMatchObject({ status: 404, json: { error: "That box preset no longer exists." } });
  });

  it("lets other users of the company read the boxes but not change them", async () => {
    const [mine] = await env.db
      .insert(boxPresets)
      .values({ companyId: heritageId, branch: "ILMV", name: "Crate", length: 20, width: 20, height: 20 })
      .returning();
    expect((await list(heritage, "branch=ILMV")).json.presets.map((p: { name: string }) => p.name)).toEqual(["Crate"]);
    const needsAdmin = { status: 403, json: { error: "You need Ship54 admin permissions to change box presets" } };
    expect(await add(heritage, box("Mine", { branch: "ILMV" }))).toMatchObject(needsAdmin);
    const params = { presetId: mine.id };
    expect(await callRoute(putBox, { token: heritage, method: "PUT", params, body: box("X") })).toMatchObject(
      needsAdmin,
    );
    expect(await callRoute(deleteBox, { token: heritage, method: "DELETE", params })).toMatchObject(needsAdmin);
    expect(await env.db.query.boxPresets.findFirst({ where: eq(boxPresets.id, mine.id) })).toMatchObject({
      name: "Crate",
    });
  });

  it("keeps each company's boxes to itself", async () => {
    const [theirs] = await env.db
      .insert(boxPresets)
      .values({ companyId: heritageId, branch: "ILCE", name: "Theirs", length: 5, width: 5, height: 5 })
      .returning();
    // EDS's admin neither sees, changes nor deletes another company's box, and cannot name that company.
    expect((await list(staff, "branch=ILCE")).json.presets).toEqual([]);
    const params = { presetId: theirs.id };
    expect(await callRoute(putBox, { token: staff, method: "PUT", params, body: box("Mine") })).toMatchObject({
      status: 404,
    });
    expect((await callRoute(deleteBox, { token: staff, method: "DELETE", params })).status).toBe(404);
    expect(await add(staff, box("Sneaky"), `?companyId=${heritageId}`)).toMatchObject({
      status: 403,
      json: { error: "You cannot act for another company." },
    });
    expect((await list(staff, `branch=ILCE&companyId=${heritageId}`)).status).toBe(403);
    // A system administrator names the company they act for.
    expect((await add(admin, box("Admin's"))).status).toBe(400);
    const byAdmin = await add(admin, box("Admin's", { branch: "ILCE" }), `?companyId=${heritageId}`);
    expect(byAdmin.status).toBe(201);
    expect((await list(admin, `branch=ILCE&companyId=${heritageId}`)).json.presets).toHaveLength(2);
  });

  it("refuses bad boxes with a message, a second box of the same name, and a 21st box at a branch", async () => {
    expect(await add(staff, box("Huge", { length: 109 }))).toMatchObject({
      status: 400,
      json: { error: "Length is at most 108 in" },
    });
    expect(await add(staff, box("x".repeat(41)))).toMatchObject({
      status: 400,
      json: { error: "A box name has at most 40 characters" },
    });
    const branch = "TNCV";
    for (let i = 1; i <= 20; i++) expect((await add(staff, box(`Box ${i}`, { branch }))).status).toBe(201);
    expect(await add(staff, box("Box 1", { branch }))).toMatchObject({
      status: 409,
      json: { error: "Branch TNCV already has 20 box presets. Delete one first." },
    });
    const presets = (await list(staff, `branch=${branch}`)).json.presets as { id: string }[];
    await callRoute(deleteBox, { token: staff, method: "DELETE", params: { presetId: presets[0].id } });
    expect(await add(staff, box("Box 2", { branch }))).toMatchObject({
      status: 409,
      json: { error: 'Branch TNCV already has a box named "Box 2".' },
    });
    const renamed = await callRoute(putBox, {
      token: staff,
      method: "PUT",
      params: { presetId: presets[1].id },
      body: box("Box 3"),
    });
    expect(renamed.status).toBe(409);
    expect(await env.db.$count(boxPresets, eq(boxPresets.branch, branch))).toBe(19);
  });
});

describe("the customer's last box", () => {
  const invoice = QUEUED_ORDERS.regular.fullInvoiceID;
  const customer = QUEUE_CUSTOMERS.net30.id;
  const deskQuery = (token: string) =>
    callRoute(deskBoxes, { token, url: url(`/api/ship-station/boxes?branch=TNNA&customer=${customer}`) });
  const buyWith = (token: string, rateId: string, packageNumber: number, extra: Record<string, unknown>) =>
    callRoute(createFromShipStation, {
      token,
      body: { shippoData: { rateId }, shipmentData: { invoiceNumber: invoice, packageNumber, ...extra } },
    });

  it("is remembered when a label is bought with a box, for that company only", async () => {
    const before = await deskQuery(staff);
    expect(before.json.lastBox).toBeNull();
    const medium = (before.json.presets as { id: string; name: string }[]).find((p) => p.name === "Medium 12x10x8")!;

    const q = await quote(staff, invoice);
    expect(q.order.customerId).toBe(customer);
    // A bad box is refused before anything is bought.
    const refused = await buyWith(staff, q.rates[0].object_id, 1, { box: { presetId: "x", customerId: customer } });
    expect(refused.status).toBe(400);
    expect((await env.shippo.transactions(q.shipmentId)).transactions).toHaveLength(0);

    const bought = await buyWith(staff, q.rates[0].object_id, 1, {
      box: { presetId: medium.id, customerId: customer },
    });
    expect(bought.status).toBe(200);
    // The box is the last step of the shipment the server finishes after the label (CLARIFICATIONS 56).
    expect((await workflowSettled(staff, bought.json.workflowId)).steps.box.state).toBe("done");
    const after = await deskQuery(staff);
    expect(after.json.lastBox).toEqual({ presetId: medium.id, length: 12, width: 10, height: 8 });
    // Another company's desk knows nothing of EDS's customers.
    expect((await deskQuery(heritage)).json.lastBox).toBeNull();

    // A label bought without a box leaves the last box as it was.
    const q2 = await quote(staff, invoice);
    const second = await buyWith(staff, q2.rates[0].object_id, 2, {});
    expect(second.status).toBe(200);
    expect((await workflowSettled(staff, second.json.workflowId)).steps.box.state).toBe("skipped");
    expect((await deskQuery(staff)).json.lastBox).toMatchObject({ presetId: medium.id });

    // Deleting the box keeps its size for the customer.
    await callRoute(deleteBox, { token: staff, method: "DELETE", params: { presetId: medium.id } });
    expect((await deskQuery(staff)).json.lastBox).toEqual({ presetId: null, length: 12, width: 10, height: 8 });
  });
});

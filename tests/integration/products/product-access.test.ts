import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as menus } from "@/app/api/menus/route";
import { GET as queue } from "@/app/api/ship-station/orders/route";
import { GET as branches } from "@/app/api/ship-station/branches/route";
import { GET as closeOut } from "@/app/api/ship-station/close-out/route";
import { GET as shipments } from "@/app/api/shipments/route";
import * as batch from "@/app/api/ship-station/batches/[id]/route";
import * as batchPdf from "@/app/api/ship-station/batches/[id]/labels.pdf/route";
import * as batchZpl from "@/app/api/ship-station/batches/[id]/labels.zpl/route";
import * as batchRetry from "@/app/api/ship-station/batches/[id]/retry/route";
import * as batchReview from "@/app/api/ship-station/batches/review/route";
import * as batches from "@/app/api/ship-station/batches/route";
import * as boxes from "@/app/api/ship-station/boxes/route";
import * as branchAddress from "@/app/api/ship-station/branches/[branch]/address/route";
import * as boxPreset from "@/app/api/ship54/box-presets/[presetId]/route";
import * as boxPresets from "@/app/api/ship54/box-presets/route";
import * as labelFormats from "@/app/api/ship54/label-formats/route";
import * as settings from "@/app/api/ship54/settings/route";
import * as oauthConnect from "@/app/api/ship54/shippo/oauth/connect/route";
import * as removeToken from "@/app/api/ship54/shippo/remove-token/route";
import * as testToken from "@/app/api/ship54/shippo/test-token/route";
import * as validateToken from "@/app/api/ship54/shippo/validate-token/route";
import * as toggleTestMode from "@/app/api/ship54/toggle-test-mode/route";
import * as shipmentLabel from "@/app/api/shipments/[shipmentId]/label/route";
import * as shipment from "@/app/api/shipments/[shipmentId]/route";
import * as voidLabel from "@/app/api/shipments/[shipmentId]/void/route";
import * as createFromDesk from "@/app/api/shipments/create-from-shipstation/route";
import * as createManual from "@/app/api/shipments/create-manual/route";
import * as stats from "@/app/api/shipments/summary/stats/route";
import * as workflowRetry from "@/app/api/shipments/workflows/[workflowId]/retry/route";
import * as workflow from "@/app/api/shipments/workflows/[workflowId]/route";
import * as rates from "@/app/api/shipping/rates/route";
import * as validateAddress from "@/app/api/shipping/validate-address/route";
import { QUEUE_BRANCH } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

// Issue 37 item 11: Karen's Home says she has no products and offers Ship54's Sign Up, yet the sidebar offered the
// Shipment Dashboard and its queue loaded. Access is now read one way.
const REFUSAL = "Your account does not include Ship54. Home shows the products you have, and how to sign up for one.";
let env: TestEnv;
let karen: string;
let staff: string;

beforeAll(async () => {
  env = await startTestEnv();
  karen = await loginAs(DEMO.karen.email, DEMO.karen.password);
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
});
afterAll(() => env?.close());

const paths = async (token: string) =>
  ((await callRoute(menus, { token })).json as { path: string }[]).map((m) => m.path);

describe("who may use Ship54: one rule for the sidebar, the pages and the routes", () => {
  it("offers a user without Ship54 none of its screens, and the user who has it all of them", async () => {
    const hers = await paths(karen);
    expect(hers).not.toContain("/ship-station");
    expect(hers).not.toContain("/ship54-settings");
    expect(hers).not.toContain("/admin/shipment-tracking");
    expect(hers).toContain("/contacts");
    expect(await paths(staff)).toEqual(
      expect.arrayContaining(["/ship-station", "/ship54-settings", "/admin/shipment-tracking", "/contacts"]),
    );
  });

  it("refuses the desk's queue, branches, close-out and shipments to a user without Ship54, with the reason", async () => {
    const url = `http://localhost/api/ship-station/orders?branch=${QUEUE_BRANCH}`;
    for (const [route, address] of [
      [queue, url],
      [branches, "http://localhost/api/ship-station/branches"],
      [
        closeOut,
        `http://localhost/api/ship-station/close-out?branch=${QUEUE_BRANCH}&day=${new Date().toISOString().slice(0, 10)}`,
      ],
      [shipments, "http://localhost/api/shipments"],
    ] as const) {
      const res = await callRoute(route, { token: karen, url: address });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ error: REFUSAL });
    }
    expect((await callRoute(queue, { token: staff, url })).status).toBe(200);
  });

  it("leaves About Page (a heading, nothing more) and Test Page out of the navigation", async () => {
    const mine = await paths(staff);
    expect(mine).not.toContain("/about");
    expect(mine).not.toContain("/testpage");
  });
});

// Issue 37 deliver G: every route of the shipping desk, Ship54 Settings and the shipments answers a user without Ship54
// 403 with the reason, before it reads, buys or changes anything, as the queue, branches, close-out and shipments did.
const ID = "0b6d3c52-1f0e-4d8e-9f56-2a8e1f1f0001";
type Route = (req: never, ctx: never) => Promise<Response>;
const at = (path: string) => `http://localhost${path}`;
const body = {};

/** [name, handler, method, url, params] for every route and method the product covers. */
const CALLS: [string, Route, string, string, Record<string, string>?][] = [
  ["GET batches", batches.GET, "GET", at(`/api/ship-station/batches?branch=${QUEUE_BRANCH}`)],
  ["POST batches", batches.POST, "POST", at("/api/ship-station/batches")],
  ["GET batch", batch.GET, "GET", at(`/api/ship-station/batches/${ID}`), { id: ID }],
  ["GET batch PDF", batchPdf.GET, "GET", at(`/api/ship-station/batches/${ID}/labels.pdf`), { id: ID }],
  ["GET batch ZPL", batchZpl.GET, "GET", at(`/api/ship-station/batches/${ID}/labels.zpl`), { id: ID }],
  ["POST batch retry", batchRetry.POST, "POST", at(`/api/ship-station/batches/${ID}/retry`), { id: ID }],
  ["POST batch review", batchReview.POST, "POST", at("/api/ship-station/batches/review")],
  ["GET boxes", boxes.GET, "GET", at(`/api/ship-station/boxes?branch=${QUEUE_BRANCH}`)],
  [
    "GET branch address",
    branchAddress.GET,
    "GET",
    at(`/api/ship-station/branches/${QUEUE_BRANCH}/address`),
    { branch: QUEUE_BRANCH },
  ],
  ["GET settings", settings.GET, "GET", at("/api/ship54/settings")],
  ["PUT settings", settings.PUT, "PUT", at("/api/ship54/settings")],
  ["GET box presets", boxPresets.GET, "GET", at(`/api/ship54/box-presets?branch=${QUEUE_BRANCH}`)],
  ["POST box presets", boxPresets.POST, "POST", at("/api/ship54/box-presets")],
  ["PUT box preset", boxPreset.PUT, "PUT", at(`/api/ship54/box-presets/${ID}`), { presetId: ID }],
  ["DELETE box preset", boxPreset.DELETE, "DELETE", at(`/api/ship54/box-presets/${ID}`), { presetId: ID }],
  ["GET label formats", labelFormats.GET, "GET", at(`/api/ship54/label-formats?branch=${QUEUE_BRANCH}`)],
  ["PUT label formats", labelFormats.PUT, "PUT", at("/api/ship54/label-formats")],
  ["GET oauth connect", oauthConnect.GET, "GET", at("/api/ship54/shippo/oauth/connect")],
  ["DELETE token", removeToken.DELETE, "DELETE", at("/api/ship54/shippo/remove-token")],
  ["POST test token", testToken.POST, "POST", at("/api/ship54/shippo/test-token")],
  ["POST validate token", validateToken.POST, "POST", at("/api/ship54/shippo/validate-token")],
  ["POST toggle test mode", toggleTestMode.POST, "POST", at("/api/ship54/toggle-test-mode")],
  ["GET label", shipmentLabel.GET, "GET", at(`/api/shipments/${ID}/label`), { shipmentId: ID }],
  ["GET shipment", shipment.GET, "GET", at(`/api/shipments/${ID}`), { shipmentId: ID }],
  ["POST void", voidLabel.POST, "POST", at(`/api/shipments/${ID}/void`), { shipmentId: ID }],
  ["POST label", createFromDesk.POST, "POST", at("/api/shipments/create-from-shipstation")],
  ["POST manual label", createManual.POST, "POST", at("/api/shipments/create-manual")],
  ["GET stats", stats.GET, "GET", at("/api/shipments/summary/stats")],
  ["GET workflow", workflow.GET, "GET", at(`/api/shipments/workflows/${ID}`), { workflowId: ID }],
  ["POST workflow retry", workflowRetry.POST, "POST", at(`/api/shipments/workflows/${ID}/retry`), { workflowId: ID }],
  ["POST rates", rates.POST, "POST", at("/api/shipping/rates")],
  ["POST validate address", validateAddress.POST, "POST", at("/api/shipping/validate-address")],
];

describe("every Ship54 route refuses a user without Ship54 (issue 37 G)", () => {
  it.each(CALLS)("%s: 403 with the reason, before anything else", async (_name, handler, method, url, params) => {
    const res = await callRoute(handler as never, {
      token: karen,
      method,
      url,
      params,
      body: method === "GET" || method === "DELETE" ? undefined : body,
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: REFUSAL });
  });

  it("lets the user who has Ship54 through the same check", async () => {
    for (const [handler, url] of [
      [boxes.GET, at(`/api/ship-station/boxes?branch=${QUEUE_BRANCH}`)],
      [settings.GET, at("/api/ship54/settings")],
      [stats.GET, at("/api/shipments/summary/stats")],
    ] as const)
      expect((await callRoute(handler as never, { token: staff, url })).status).toBe(200);
  });
});

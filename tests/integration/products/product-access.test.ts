import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as menus } from "@/app/api/menus/route";
import { GET as queue } from "@/app/api/ship-station/orders/route";
import { GET as branches } from "@/app/api/ship-station/branches/route";
import { GET as closeOut } from "@/app/api/ship-station/close-out/route";
import { GET as shipments } from "@/app/api/shipments/route";
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

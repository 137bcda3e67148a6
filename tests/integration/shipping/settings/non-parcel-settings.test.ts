// Ship54 Settings' Non-parcel Ship Vias (CLARIFICATIONS 64): the ship vias the desk keeps out of a batch.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as readSettings, PUT as saveSettings } from "@/app/api/ship54/settings/route";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let staff: string;
let heritage: string;
beforeAll(async () => {
  env = await startTestEnv();
  staff = await loginAs(DEMO.staff.email, DEMO.staff.password);
  heritage = await loginAs(DEMO.heritage.email, DEMO.heritage.password);
});
afterAll(() => env.close());

/** The settings as the screen holds them, with other non-parcel ship vias (Save Settings). */
async function saveShipVias(token: string, nonParcelShipVias: unknown) {
  const current = (await callRoute(readSettings, { token })).json;
  return callRoute(saveSettings, { token, method: "PUT", body: { ...current, nonParcelShipVias } });
}
const read = async (token: string) => (await callRoute(readSettings, { token })).json.nonParcelShipVias;

describe("Non-parcel Ship Vias in Ship54 Settings", () => {
  it("answers OUR TRUCK, WILL CALL, PICKUP and CUSTOMER PICKUP until a company sets its own", async () => {
    for (const token of [staff, heritage])
      expect(await read(token)).toEqual(["OUR TRUCK", "WILL CALL", "PICKUP", "CUSTOMER PICKUP"]);
  });

  it("saves them trimmed and upper-cased; a save without them keeps them", async () => {
    expect((await saveShipVias(staff, [" our truck ", "Will Call*", "SAIA LTL"])).status).toBe(200);
    expect(await read(staff)).toEqual(["OUR TRUCK", "WILL CALL*", "SAIA LTL"]);
    const { nonParcelShipVias: _, ...without } = (await callRoute(readSettings, { token: staff })).json;
    expect((await callRoute(saveSettings, { token: staff, method: "PUT", body: without })).status).toBe(200);
    expect(await read(staff)).toEqual(["OUR TRUCK", "WILL CALL*", "SAIA LTL"]);
    // Another company keeps its own.
    expect(await read(heritage)).toEqual(["OUR TRUCK", "WILL CALL", "PICKUP", "CUSTOMER PICKUP"]);
  });

  it("refuses bad values with a message that says which, and changes nothing", async () => {
    const cases: [unknown, string][] = [
      [["*"], "A * may only end a ship via, after at least one character"],
      [["OUR TRUCK", "our truck"], "Ship via already listed: OUR TRUCK"],
      [[""], "Please enter a ship via"],
      [["X".repeat(41)], "A ship via has at most 40 characters"],
      [Array.from({ length: 51 }, (_, i) => `V${i}`), "At most 50 ship vias"],
    ];
    for (const [values, message] of cases) {
      const res = await saveShipVias(staff, values);
      expect(res.status, message).toBe(400);
      expect(res.json.error).toContain(message);
    }
    expect(await read(staff)).toEqual(["OUR TRUCK", "WILL CALL*", "SAIA LTL"]);
  });

  it("lets only a Ship54 admin change them", async () => {
    const res = await saveShipVias(heritage, ["OUR TRUCK"]);
    expect(res.status).toBe(403);
    expect(await read(heritage)).toEqual(["OUR TRUCK", "WILL CALL", "PICKUP", "CUSTOMER PICKUP"]);
  });
});

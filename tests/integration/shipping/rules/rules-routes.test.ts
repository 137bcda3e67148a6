import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRule, PUT as putRule } from "@/app/api/ship54/rules/[kind]/[ruleId]/route";
import { PUT as putOrder } from "@/app/api/ship54/rules/[kind]/order/route";
import { GET as listRules, POST as addRule } from "@/app/api/ship54/rules/[kind]/route";
import { companies, ship54Rules } from "@/db/schema";
import { MAX_RULES } from "@/lib/shipping/rules/rule-limits";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let staff: string;
let heritage: string;
let admin: string;
let edsId: string;
let heritageId: string;
beforeAll(async () => {
  env = await startTestEnv();
  [staff, heritage, admin] = await Promise.all(
    [DEMO.staff, DEMO.heritage, DEMO.admin].map((a) => loginAs(a.email, a.password)),
  );
  const code = async (c: string) =>
    (await env.db.query.companies.findFirst({ where: eq(companies.companyCode, c) }))!.id;
  [edsId, heritageId] = await Promise.all([code("EDS"), code("heritage")]);
});
afterAll(() => env.close());

const url = (kind: string, query = "") => `http://localhost/api/ship54/rules/${kind}${query}`;
const heavyToTexas = {
  name: "Heavy to Texas",
  conditions: { weightFrom: "50", states: "TX" },
  action: { kind: "cheapestWithin", days: "3" },
};
const markup = { name: "Standard markup", conditions: {}, pricing: { kind: "markup", percent: 10, fee: 5 } };
const add = (token: string, kind: string, body: unknown, query = "") =>
  callRoute(addRule, { token, body, params: { kind }, url: url(kind, query) });
const list = async (token: string, kind: string, query = "") =>
  (await callRoute(listRules, { token, params: { kind }, url: url(kind, query) })).json.rules as {
    id: string;
    name: string;
    position: number;
    summary: string;
  }[];

describe("shipping and freight rules on Ship54 Settings (CLARIFICATIONS 59, 60)", () => {
  it("a Ship54 admin adds rules of each kind; each list says what its rules do, in order", async () => {
    const created = await add(staff, "shipping", heavyToTexas);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      kind: "shipping",
      name: "Heavy to Texas",
      position: 1,
      conditions: { weightFrom: 50, states: ["TX"], branches: [] },
      action: { kind: "cheapestWithin", days: 3 },
      summary: "weight 50 lb or more, ship to TX; cheapest within 3 business days",
    });
    expect((await add(staff, "freight", markup)).json).toMatchObject({
      kind: "freight",
      summary: "every order; 10% markup + $5.00 handling per package",
    });
    expect((await list(staff, "shipping")).map((r) => r.name)).toEqual(["Heavy to Texas"]);
    expect((await list(staff, "freight")).map((r) => r.name)).toEqual(["Standard markup"]);
  });

  it("a bad rule is a 400 naming each field, and nothing is saved", async () => {
    const bad = await add(staff, "freight", {
      name: "",
      conditions: { weightFrom: 9, weightTo: 2 },
      pricing: { kind: "markup", percent: 600, fee: 5, minimum: 10, maximum: 5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Please enter a rule name" },
        { path: "conditions.weightTo", message: "Weight to is below weight from" },
        { path: "pricing.percent", message: "Markup is at most 500%" },
      ]),
    );
    expect((await list(staff, "freight")).map((r) => r.name)).toEqual(["Standard markup"]);
    const clamp = await add(staff, "freight", {
      ...markup,
      name: "Clamp",
      pricing: { kind: "flat", amount: 5, minimum: 10, maximum: 5 },
    });
    expect(clamp).toMatchObject({ status: 400, json: { error: "The minimum charge is above the maximum" } });
  });

  it("a name is unique in the company's list whatever its case; the other list and companies may reuse it", async () => {
    const again = await add(staff, "shipping", { ...heavyToTexas, name: "HEAVY TO TEXAS" });
    expect(again).toMatchObject({
      status: 409,
      json: { error: 'There is already a shipping rule named "HEAVY TO TEXAS".' },
    });
    expect((await add(staff, "freight", { ...markup, name: "Heavy to Texas" })).status).toBe(201);
    expect((await add(admin, "shipping", heavyToTexas, `?companyId=${heritageId}`)).status).toBe(201);
  });

  it("edits keep the rule's place; reorder names every rule once; delete takes one out", async () => {
    const second = await add(staff, "shipping", { name: "Cheap", conditions: {}, action: { kind: "cheapest" } });
    const [first] = await list(staff, "shipping");
    const params = { kind: "shipping", ruleId: first.id };
    const changed = await callRoute(putRule, {
      token: staff,
      method: "PUT",
      params,
      body: { ...heavyToTexas, action: { kind: "cheapest" } },
    });
    expect(changed.json).toMatchObject({ position: 1, action: { kind: "cheapest" } });

    const order = (ids: string[]) =>
      callRoute(putOrder, { token: staff, method: "PUT", params: { kind: "shipping" }, body: { ids } });
    const reordered = await order([second.json.id, first.id]);
    expect(reordered.json.rules.map((r: { name: string; position: number }) => [r.position, r.name])).toEqual([
      [1, "Cheap"],
      [2, "Heavy to Texas"],
    ]);
    expect(await order([first.id])).toMatchObject({
      status: 409,
      json: { error: "The order names every rule of the list once. Reload the page and try again." },
    });
    expect((await list(staff, "shipping")).map((r) => r.name)).toEqual(["Cheap", "Heavy to Texas"]);

    expect(
      (
        await callRoute(deleteRule, {
          token: staff,
          method: "DELETE",
          params: { kind: "shipping", ruleId: second.json.id },
        })
      ).status,
    ).toBe(200);
    expect((await list(staff, "shipping")).map((r) => [r.position, r.name])).toEqual([[1, "Heavy to Texas"]]);
    const gone = await callRoute(deleteRule, {
      token: staff,
      method: "DELETE",
      params: { kind: "shipping", ruleId: second.json.id },
    });
    expect(gone).toMatchObject({ status: 404, json: { error: "That rule no longer exists." } });
  });

  it("others of the company read the rules but only Ship54 admins change them; another company's rule is not found", async () => {
    const needsAdmin = {
      status: 403,
      json: { error: "You need Ship54 admin permissions to change shipping and freight rules" },
    };
    expect(await add(heritage, "shipping", { ...heavyToTexas, name: "Mine" })).toMatchObject(needsAdmin);
    expect((await list(heritage, "shipping")).map((r) => r.name)).toEqual(["Heavy to Texas"]);
    const [theirs] = await list(heritage, "shipping");
    const [ours] = await list(staff, "shipping");
    expect(theirs.id).not.toBe(ours.id);
    const foreign = await callRoute(putRule, {
      token: staff,
      method: "PUT",
      params: { kind: "shipping", ruleId: theirs.id },
      body: heavyToTexas,
    });
    expect(foreign.status).toBe(404);
    expect((await callRoute(listRules, { token: staff, params: { kind: "boxes" }, url: url("boxes") })).status).toBe(
      404,
    );
  });

  it(`a company keeps at most ${MAX_RULES} rules of a kind`, async () => {
    const have = (await list(staff, "freight")).length;
    await env.db.insert(ship54Rules).values(
      Array.from({ length: MAX_RULES - have }, (_, i) => ({
        companyId: edsId,
        kind: "freight" as const,
        name: `Filler ${i}`,
        position: have + i + 1,
        definition: { conditions: {}, pricing: { kind: "none" } },
      })),
    );
    const full = await add(staff, "freight", { ...markup, name: "One too many" });
    expect(full).toMatchObject({
      status: 409,
      json: { error: `A company keeps at most ${MAX_RULES} freight rules. Delete one first.` },
    });
    expect(
      (await add(staff, "shipping", { name: "Still room", conditions: {}, action: { kind: "cheapest" } })).status,
    ).toBe(201);
  });
});

import { describe, expect, it } from "vitest";
import { GET as branchesRoute } from "@/app/api/price-line/branches/route";
import { PUT as saveRoute } from "@/app/api/price-line/[id]/route";
import { LEGACY_BASIS_LINE, PRICE_LINES } from "@/sim/erp/fixtures";
import { nextUpdateKey } from "@/sim/erp/table";
import { callRoute } from "@/tests/helpers/call-route";
import { setupErpWriteSuite } from "@/tests/helpers/erp-write-suite";
import { erpFaults } from "@/tests/helpers/test-env";

type Line = {
  id: string;
  updateKey: string;
  branchAccessList: { branchId: string }[];
  basisList: { basisName: string }[];
  globalBasisIds: { basisName: string }[];
};

const suite = setupErpWriteSuite();

const readLine = (id: string) => suite.erp.json<Line>(`/PriceLines/${id}`);
const ids = (line: Line) => line.branchAccessList.map((b) => b.branchId);
const save = (id: string, body: unknown, token = suite.staff) =>
  callRoute(saveRoute, { method: "PUT", params: { id }, body, token });
const erpPuts = () => suite.erpCalls("PUT /PriceLines/:id");

describe("GET /api/price-line/branches", () => {
  it("lists the seven companies with their territories' branches, by name", async () => {
    const { status, json } = await callRoute(branchesRoute, { token: suite.staff });
    expect(status).toBe(200);
    expect(json.companies.map((c: { code: string }) => c.code)).toEqual([
      "BBS",
      "CSC",
      "ESC",
      "ESE",
      "ESW",
      "NCS",
      "WSC",
    ]);
    const central = json.companies.find((c: { code: string }) => c.code === "ESC");
    expect(central.branches).toEqual(expect.arrayContaining([{ id: "TNNA", name: "ESC - NASHVILLE" }]));
    // Spec 2 names the companies by code only; the ERP's territories here give no name, so the portal invents none.
    expect(json.companies.map((c: { name: string | null }) => c.name)).toEqual(Array(7).fill(null));
  });

  it("is for ERP users: an admin gets 403", async () => {
    expect((await callRoute(branchesRoute, { token: suite.admin })).status).toBe(403);
  });
});

describe("PUT /api/price-line/{id}", () => {
  it("saves the branch list with the update key read and answers the saved line and the previous list", async () => {
    const line = await readLine(PRICE_LINES.restricted.id);
    const { status, json } = await save(line.id, {
      updateKey: line.updateKey,
      branchAccessList: ["TNNA", "TNMB", "TNCH", "arlr"],
    });
    expect(status).toBe(200);
    expect(json.previous).toEqual(PRICE_LINES.restricted.branchAccessList);
    expect(ids(json.priceLine)).toEqual(["TNNA", "TNMB", "TNCH", "ARLR"]);
    const now = await readLine(line.id);
    expect(ids(now)).toEqual(["TNNA", "TNMB", "TNCH", "ARLR"]);
    expect(now.updateKey).toBe(json.priceLine.updateKey);
    expect(now.updateKey).not.toBe(line.updateKey);
  });

  it("a stale update key: 409 with both versions, and the other save is kept", async () => {
    const line = await readLine(PRICE_LINES.open.id);
    const theirs = await suite.erp.send("PUT", `/PriceLines/${line.id}`, {
      ...line,
      branchAccessList: [{ branchId: "ILMV" }],
    });
    expect(theirs.status).toBe(200);
    const before = await erpPuts();
    const { status, json } = await save(line.id, { updateKey: line.updateKey, branchAccessList: ["TNNA"] });
    expect(status).toBe(409);
    expect(json.error).toMatch(/someone else saved/i);
    expect(ids(json.details[0].current)).toEqual(["ILMV"]);
    expect(json.details[0].yours).toEqual(["TNNA"]);
    expect(await erpPuts()).toBe(before);
    expect(ids(await readLine(line.id))).toEqual(["ILMV"]);
  });

  it("cleans up the bases and caps them at 20 before saving a line over the limit", async () => {
    const line = await readLine(LEGACY_BASIS_LINE.id);
    const { status, json } = await save(line.id, { updateKey: line.updateKey, branchAccessList: ["TNCH"] });
    expect(status).toBe(200);
    const saved = await readLine(line.id);
    expect(saved.basisList).toHaveLength(18);
    expect(saved.basisList.every((b) => b.basisName)).toBe(true);
    // Trimmed from the end: the first named bases stay, the last two go.
    expect(saved.basisList.map((b) => b.basisName)).toEqual(
      line.basisList
        .filter((b) => b.basisName)
        .slice(0, 18)
        .map((b) => b.basisName),
    );
    expect(saved.globalBasisIds.every((b) => b.basisName)).toBe(true);
    expect(ids(json.priceLine)).toEqual(["TNCH"]);
  });

  it("the ERP's refusal comes back with its message and saves nothing", async () => {
    const line = await readLine(PRICE_LINES.fullBasis.id);
    const { status, json } = await save(line.id, { updateKey: line.updateKey, branchAccessList: ["ZZZZ"] });
    expect(status).toBe(400);
    expect(json.error).toMatch(/ZZZZ/);
    expect((await readLine(line.id)).updateKey).toBe(line.updateKey);
  });

  it("a lost answer never saves twice: the retry answers the save that landed", async () => {
    const line = await readLine(PRICE_LINES.fullBasis.id);
    const body = { updateKey: line.updateKey, branchAccessList: ["TNKN", "TNMV"] };
    await erpFaults(suite.env.erp, { dropAnswerNext: { count: 1, path: "/PriceLines", method: "PUT" } });
    // On a kept-alive connection the ERP client resends the PUT at once and meets its own save (409); on a fresh
    // one the answer is simply lost (502). Either way the retry finds the save and the ERP holds exactly one write.
    const lost = await save(line.id, body);
    expect([200, 502]).toContain(lost.status);
    const retry = await save(line.id, body);
    expect(retry.status).toBe(200);
    expect(ids(retry.json.priceLine)).toEqual(["TNKN", "TNMV"]);
    expect(retry.json.previous).toEqual([]);
    const now = await readLine(line.id);
    expect(ids(now)).toEqual(["TNKN", "TNMV"]);
    expect(now.updateKey).toBe(nextUpdateKey(line.updateKey));
  });

  it("a double submit saves once and answers both", async () => {
    const line = await readLine(PRICE_LINES.restricted.id);
    const body = { updateKey: line.updateKey, branchAccessList: ["TNNA"] };
    const before = await erpPuts();
    const [a, b] = await Promise.all([save(line.id, body), save(line.id, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.priceLine.updateKey).toBe(b.json.priceLine.updateKey);
    expect(await erpPuts()).toBe(before + 1);
  });

  it("undo puts the previous list back with the new update key", async () => {
    const line = await readLine(PRICE_LINES.restricted.id);
    const first = await save(line.id, { updateKey: line.updateKey, branchAccessList: ["ARLR"] });
    expect(first.status).toBe(200);
    const undo = await save(line.id, {
      updateKey: first.json.priceLine.updateKey,
      branchAccessList: first.json.previous,
    });
    expect(undo.status).toBe(200);
    expect(ids(await readLine(line.id))).toEqual(ids(line));
  });

  it("refuses bad input before the ERP", async () => {
    const before = await erpPuts();
    expect((await save("UPON-PEX", { branchAccessList: ["TNNA"] })).status).toBe(400);
    expect((await save("UPON-PEX", { updateKey: "k", branchAccessList: ["TN NA"] })).status).toBe(400);
    expect((await save("..", { updateKey: "k", branchAccessList: [] })).status).toBe(400);
    expect((await save("UPON-PEX", { updateKey: "k", branchAccessList: [] }, suite.admin)).status).toBe(403);
    expect(
      (
        await callRoute(saveRoute, {
          method: "PUT",
          params: { id: "UPON-PEX" },
          body: { updateKey: "k", branchAccessList: [] },
        })
      ).status,
    ).toBe(401);
    expect(await erpPuts()).toBe(before);
  });
});

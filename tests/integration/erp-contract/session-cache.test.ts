import { describe, expect, it } from "vitest";
import { verifyBearerToken } from "@/lib/auth/bearer-token";
import { revokeErpSession } from "@/lib/erp/session";
import { CONTACTS } from "@/sim/erp/fixtures";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { setupContractEnv } from "./contract-env";

const erp = setupContractEnv();

describe("ERP session behind the proxy (cached for speed, same behaviour)", () => {
  it("a sign-out ends proxy access at once, although the connection was cached", async () => {
    const token = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const call = { method: "GET", url: `/Contacts/${CONTACTS.unique.id}` };
    expect((await erp.call(call, token)).status).toBe(200);
    expect((await erp.call(call, token)).status).toBe(200);
    const { sid } = (await verifyBearerToken(token))!;
    await revokeErpSession(erp.env.db, sid!);
    const after = await erp.call(call, token);
    expect(after.status).toBe(401);
  });

  it("each sign-in uses its own ERP session", async () => {
    const a = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const b = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const sidA = (await verifyBearerToken(a))!.sid!;
    await revokeErpSession(erp.env.db, sidA);
    expect((await erp.call({ method: "GET", url: "/Termslist" }, a)).status).toBe(401);
    expect((await erp.call({ method: "GET", url: "/Termslist" }, b)).status).toBe(200);
  });
});

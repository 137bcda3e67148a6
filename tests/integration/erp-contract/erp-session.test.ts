import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { POST as logout } from "@/app/api/auth/logout/route";
import { sessions } from "@/db/schema";
import { CONTACTS } from "@/sim/erp/fixtures";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { setupContractEnv } from "./contract-env";

const erp = setupContractEnv();

describe("the ERP session behind the proxy lives and ends with the portal session", () => {
  it("a sign-out ends proxy access at once", async () => {
    const token = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const call = { method: "GET", url: `/Contacts/${CONTACTS.unique.id}` };
    expect((await erp.call(call, token)).status).toBe(200);
    expect((await erp.call(call, token)).status).toBe(200);
    expect((await callRoute(logout, { method: "POST", token })).status).toBe(200);
    expect((await erp.call(call, token)).status).toBe(401);
  });

  it("each sign-in uses its own ERP session", async () => {
    const a = await loginAs(DEMO.staff.email, DEMO.staff.password);
    const b = await loginAs(DEMO.staff.email, DEMO.staff.password);
    await callRoute(logout, { method: "POST", token: a });
    expect((await erp.call({ method: "GET", url: "/Termslist" }, a)).status).toBe(401);
    expect((await erp.call({ method: "GET", url: "/Termslist" }, b)).status).toBe(200);
  });

  it("answers 401 once the stored ERP session has expired, although the portal session is live", async () => {
    const token = await loginAs(DEMO.staff.email, DEMO.staff.password);
    await erp.env.db
      .update(sessions)
      .set({ erpExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, String(decodeJwt(token).sid)));
    const { status, json } = await erp.call({ method: "GET", url: "/Termslist" }, token);
    expect(status).toBe(401);
    expect(String(json.error)).toMatch(/log in/i);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteCompany, PUT as putCompany } from "@/app/api/admin/companies/[companyId]/route";
import { GET as getCompanies, POST as postCompany } from "@/app/api/admin/companies/route";
import { companies, logs } from "@/db/schema";
import { decryptSecret } from "@/lib/crypto/secret-box";
import { callRoute } from "@/tests/helpers/call-route";
import { DEMO, loginAs } from "@/tests/helpers/login";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;
let admin: string;
let staff: string;
beforeAll(async () => {
  env = await startTestEnv();
  [admin, staff] = await Promise.all([
    loginAs(DEMO.admin.email, DEMO.admin.password),
    loginAs(DEMO.staff.email, DEMO.staff.password),
  ]);
});
afterAll(() => env.close());

const stored = (code: string) => env.db.query.companies.findFirst({ where: eq(companies.companyCode, code) });

const acme = () => ({
  name: "Acme Supply",
  companyCode: "ACME",
  apiBaseUrl: "https://erp.acme.example/",
  addressLine1: "1 Main St",
  addressLine2: "",
  city: "Memphis",
  state: "TN",
  postalCode: "38103",
  phone: "901-555-0100",
  apiPorts: [5001, "5000", 5000],
  products: ["e54", "ship54"],
  surcharge: {
    authMethod: "apiUser",
    apiUser: { username: "SURCH", password: "surcharge-secret" },
    productsByPort: { "5000": "900001", "5001": "", "5003": "900003" },
  },
  ship54Tracking: { authMethod: "apiUser", apiUser: { username: "TRACK", password: "tracking-secret" } },
});

describe("GET /api/admin/companies", () => {
  it("lists companies with every field and no secret", async () => {
    const { status, json } = await callRoute(getCompanies, { token: admin });
    expect(status).toBe(200);
    expect(json.find((c: { companyCode: string }) => c.companyCode === "EDS")).toMatchObject({
      name: "EDS",
      apiPorts: [5000, 5001, 5002, 5003],
      products: ["e54", "eclipse", "ship54"],
      addressLine1: "1200 Distribution Way",
      surcharge: {
        authMethod: "loggedInUser",
        apiUser: null,
        productsByPort: { "5000": "100002", "5001": "100002", "5002": "100002", "5003": "100002" },
      },
      ship54Tracking: { authMethod: "disabled", apiUser: null },
    });
    expect(JSON.stringify(json)).not.toContain("ship54Settings");
  });

  it("is for admins only", async () => {
    expect((await callRoute(getCompanies, { token: staff })).status).toBe(403);
    expect((await callRoute(getCompanies)).status).toBe(401);
  });
});

describe("POST /api/admin/companies", () => {
  it("creates a company with credentials encrypted at rest and never returned", async () => {
    const { status, json } = await callRoute(postCompany, { token: admin, body: acme() });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      companyCode: "ACME",
      apiBaseUrl: "https://erp.acme.example",
      addressLine2: null,
      apiPorts: [5000, 5001],
      surcharge: {
        authMethod: "apiUser",
        apiUser: { username: "SURCH", hasPassword: true },
        productsByPort: { "5000": "900001" },
      },
      ship54Tracking: { authMethod: "apiUser", apiUser: { username: "TRACK", hasPassword: true } },
    });
    expect(JSON.stringify(json)).not.toMatch(/secret|"iv"|"tag"/);
    const row = await stored("ACME");
    expect(JSON.stringify(row)).not.toContain("surcharge-secret");
    expect(decryptSecret(row!.surcharge!.apiUser!.password!)).toBe("surcharge-secret");
    expect(decryptSecret(row!.ship54Tracking!.apiUser!.password!)).toBe("tracking-secret");
    const entry = await env.db.query.logs.findFirst({ where: eq(logs.message, "Company Acme Supply (ACME) created") });
    expect(entry).toMatchObject({
      type: "admin",
      userEmail: DEMO.admin.email,
      companyCode: "ACME",
      companyId: row!.id,
    });
  });

  it("refuses bad input", async () => {
    for (const apiBaseUrl of [
      "https://erp.acme.example:5000",
      "https://erp.acme.example/api",
      "ftp://erp.acme.example",
      "https://u:p@erp.acme.example",
      "erp.acme.example",
    ]) {
      const { status, json } = await callRoute(postCompany, {
        token: admin,
        body: { ...acme(), companyCode: "X1", apiBaseUrl },
      });
      expect(status, apiBaseUrl).toBe(400);
      expect(json.details[0].path).toBe("apiBaseUrl");
    }
    expect(
      (await callRoute(postCompany, { token: admin, body: { ...acme(), companyCode: "X2", name: "" } })).status,
    ).toBe(400);
    expect(
      (await callRoute(postCompany, { token: admin, body: { ...acme(), companyCode: "X3", apiPorts: [] } })).status,
    ).toBe(400);
    expect(
      (await callRoute(postCompany, { token: admin, body: { ...acme(), companyCode: "X4", apiPorts: [70000] } }))
        .status,
    ).toBe(400);
    const noUser = await callRoute(postCompany, {
      token: admin,
      body: { ...acme(), companyCode: "X5", surcharge: { authMethod: "apiUser", apiUser: { username: "" } } },
    });
    expect(noUser.status).toBe(400);
    expect(noUser.json.details[0]).toEqual({
      path: "surcharge.apiUser.username",
      message: "API user name is required",
    });
    const noPassword = await callRoute(postCompany, {
      token: admin,
      body: { ...acme(), companyCode: "X6", ship54Tracking: { authMethod: "apiUser", apiUser: { username: "T" } } },
    });
    expect(noPassword.status).toBe(422);
    expect(noPassword.json.error).toBe("Enter the password of the tracking API user.");
    const badProduct = await callRoute(postCompany, {
      token: admin,
      body: { ...acme(), companyCode: "X7", products: ["e54", "nope"] },
    });
    expect(badProduct.status).toBe(422);
    expect(badProduct.json.error).toBe("Invalid product(s): nope");
    const taken = await callRoute(postCompany, { token: admin, body: acme() });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe("A company with code ACME already exists.");
    expect(await stored("X6")).toBeUndefined();
  });

  it("is for admins only", async () => {
    expect((await callRoute(postCompany, { token: staff, body: { ...acme(), companyCode: "STAFFCO" } })).status).toBe(
      403,
    );
  });
});

describe("PUT /api/admin/companies/{id}", () => {
  it("keeps a stored password when none is sent, and encrypts a new one", async () => {
    const before = (await stored("ACME"))!;
    await env.db
      .update(companies)
      .set({ hasValidToken: true, ship54Settings: { cod: { termsCodes: ["COD"], balancePolicy: "warn" } } })
      .where(eq(companies.id, before.id));
    const body = {
      ...acme(),
      name: "Acme Supply Co",
      surcharge: { authMethod: "apiUser", apiUser: { username: "SURCH2" }, productsByPort: {} },
      ship54Tracking: { authMethod: "apiUser", apiUser: { username: "TRACK", password: "new-tracking" } },
    };
    const { status, json } = await callRoute(putCompany, {
      token: admin,
      method: "PUT",
      params: { companyId: before.id },
      body,
    });
    expect(status).toBe(200);
    expect(json.surcharge.apiUser).toEqual({ username: "SURCH2", hasPassword: true });
    const after = (await stored("ACME"))!;
    expect(after.surcharge!.apiUser!.password).toEqual(before.surcharge!.apiUser!.password);
    expect(decryptSecret(after.ship54Tracking!.apiUser!.password!)).toBe("new-tracking");
    // Ship54 settings and the token flag belong to the shipping screens.
    expect(after.hasValidToken).toBe(true);
    expect(after.ship54Settings).toEqual({ cod: { termsCodes: ["COD"], balancePolicy: "warn" } });
    const entry = await env.db.query.logs.findFirst({
      where: eq(logs.message, "Company Acme Supply Co (ACME) updated"),
    });
    expect(entry?.meta).toMatchObject({ action: "company.update", method: "PUT", passwordsChanged: ["tracking"] });
  });

  it("drops the credentials when the method no longer uses an API user", async () => {
    const id = (await stored("ACME"))!.id;
    const body = {
      ...acme(),
      surcharge: { authMethod: "loggedInUser", productsByPort: {} },
      ship54Tracking: { authMethod: "disabled" },
    };
    const { json } = await callRoute(putCompany, { token: admin, method: "PUT", params: { companyId: id }, body });
    expect(json.surcharge.apiUser).toBeNull();
    expect((await stored("ACME"))!.surcharge!.apiUser).toBeUndefined();
  });

  it("answers 409 for another company's code, 404 for an unknown id, 403 for customers", async () => {
    const id = (await stored("ACME"))!.id;
    expect(
      (
        await callRoute(putCompany, {
          token: admin,
          method: "PUT",
          params: { companyId: id },
          body: { ...acme(), companyCode: "EDS" },
        })
      ).status,
    ).toBe(409);
    expect(
      (await callRoute(putCompany, { token: admin, method: "PUT", params: { companyId: "nope" }, body: acme() }))
        .status,
    ).toBe(404);
    expect(
      (await callRoute(putCompany, { token: staff, method: "PUT", params: { companyId: id }, body: acme() })).status,
    ).toBe(403);
  });
});

describe("surcharge link settings (CLARIFICATIONS 50)", () => {
  const withLinks = (surcharge: Record<string, unknown>) => ({
    ...acme(),
    companyCode: "LINKS",
    surcharge: { ...acme().surcharge, ...surcharge },
  });

  it("are saved with the company and returned; a company without them has an empty list and a cap of 100", async () => {
    const eds = await callRoute(getCompanies, { token: admin });
    expect(eds.json.find((c: { companyCode: string }) => c.companyCode === "EDS").surcharge).toMatchObject({
      eligibleTermsCodes: [],
      hourlyCap: 100,
    });

    const created = await callRoute(postCompany, {
      token: admin,
      body: withLinks({ eligibleTermsCodes: [" net30", "COD CASH", "NET30"], hourlyCap: 250 }),
    });
    expect(created.status).toBe(201);
    expect(created.json.surcharge).toMatchObject({ eligibleTermsCodes: ["NET30", "COD CASH"], hourlyCap: 250 });
    expect((await stored("LINKS"))!.surcharge).toMatchObject({
      eligibleTermsCodes: ["NET30", "COD CASH"],
      hourlyCap: 250,
    });

    // The form sends one code a line and the cap as text.
    const id = created.json._id as string;
    const body = withLinks({ eligibleTermsCodes: "2%10NET30\n\nnet60\n", hourlyCap: "10000" });
    const edited = await callRoute(putCompany, { token: admin, method: "PUT", params: { companyId: id }, body });
    expect(edited.status).toBe(200);
    expect(edited.json.surcharge).toMatchObject({ eligibleTermsCodes: ["2%10NET30", "NET60"], hourlyCap: 10000 });
    const emptied = await callRoute(putCompany, {
      token: admin,
      method: "PUT",
      params: { companyId: id },
      body: withLinks({ eligibleTermsCodes: [], hourlyCap: 1 }),
    });
    expect(emptied.json.surcharge).toMatchObject({ eligibleTermsCodes: [], hourlyCap: 1 });
  });

  it("refuses bad ones with 400 and the reason, and keeps what was stored", async () => {
    const id = (await stored("LINKS"))!.id;
    const before = (await stored("LINKS"))!.surcharge;
    const cases: [Record<string, unknown>, string][] = [
      [{ eligibleTermsCodes: Array.from({ length: 51 }, (_, i) => `T${i}`) }, "At most 50 terms codes"],
      [{ eligibleTermsCodes: ["X".repeat(21)] }, "A terms code has at most 20 characters"],
      [{ eligibleTermsCodes: ["NET\t30"] }, "A terms code may hold only printable characters"],
      [{ eligibleTermsCodes: ["NET30", "  "] }, "A terms code cannot be empty"],
      [{ hourlyCap: 0 }, "The hourly cap is a whole number from 1 to 10000"],
      [{ hourlyCap: 10001 }, "The hourly cap is a whole number from 1 to 10000"],
      [{ hourlyCap: 2.5 }, "The hourly cap is a whole number from 1 to 10000"],
      [{ hourlyCap: "" }, "The hourly cap is a whole number from 1 to 10000"],
      [{ hourlyCap: "ten" }, "The hourly cap is a whole number from 1 to 10000"],
      [{ eligibleTermsCodes: [30] }, "Terms codes are a list of text"],
    ];
    for (const [surcharge, message] of cases) {
      const { status, json } = await callRoute(putCompany, {
        token: admin,
        method: "PUT",
        params: { companyId: id },
        body: withLinks(surcharge),
      });
      expect({ status, error: json.error }, JSON.stringify(surcharge)).toEqual({ status: 400, error: message });
    }
    expect((await stored("LINKS"))!.surcharge).toEqual(before);
  });
});

describe("DELETE /api/admin/companies/{id}", () => {
  it("refuses a company that still has users, saying so", async () => {
    const eds = (await stored("EDS"))!;
    const { status, json } = await callRoute(deleteCompany, {
      token: admin,
      method: "DELETE",
      params: { companyId: eds.id },
    });
    expect(status).toBe(409);
    // The demo data puts staff and karen in EDS.
    expect(json.error).toBe("EDS still has 2 users. Move or delete them before deleting the company.");
    expect(await stored("EDS")).toBeDefined();
  });

  it("deletes a company without users; customers cannot", async () => {
    const id = (await stored("ACME"))!.id;
    expect((await callRoute(deleteCompany, { token: staff, method: "DELETE", params: { companyId: id } })).status).toBe(
      403,
    );
    expect((await callRoute(deleteCompany, { token: admin, method: "DELETE", params: { companyId: id } })).status).toBe(
      200,
    );
    expect(await stored("ACME")).toBeUndefined();
    expect((await callRoute(deleteCompany, { token: admin, method: "DELETE", params: { companyId: id } })).status).toBe(
      404,
    );
  });
});

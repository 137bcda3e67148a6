import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "@/db/schema";
import { findCompanyByCode } from "@/lib/companies/find-company-by-code";
import { startTestEnv, type TestEnv } from "@/tests/helpers/test-env";

let env: TestEnv;

beforeAll(async () => {
  env = await startTestEnv();
  await env.db.insert(companies).values([
    { name: "Acme one", companyCode: "Acme", apiBaseUrl: "http://erp.example" },
    { name: "Acme two", companyCode: "ACME", apiBaseUrl: "http://erp.example" },
  ]);
});
afterAll(() => env?.close());

describe("findCompanyByCode", () => {
  it("finds a company by its code in any case, the exact code first, and none when the case leaves two", async () => {
    expect(await findCompanyByCode(env.db, "eds", { name: true })).toEqual({ name: "EDS", companyCode: "EDS" });
    expect((await findCompanyByCode(env.db, "HERITAGE", { companyCode: true }))?.companyCode).toBe("heritage");
    expect((await findCompanyByCode(env.db, "Acme", { name: true }))?.name).toBe("Acme one");
    expect((await findCompanyByCode(env.db, "ACME", { name: true }))?.name).toBe("Acme two");
    expect(await findCompanyByCode(env.db, "acme", { name: true })).toBeUndefined();
    expect(await findCompanyByCode(env.db, "NOPE", { name: true })).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { toClientSession } from "@/lib/auth/claims";
import { buildClaims } from "@/lib/auth/build-claims";
import type { Company, User } from "@/db/schema";

const user: User = {
  id: "u1",
  email: "staff@example.com",
  firstName: "John",
  lastName: "Smith",
  userType: "customer",
  erpUserName: "jsmith",
  passwordHash: null,
  companyId: "c1",
  roles: { ship54: ["admin"] },
  products: ["ship54"],
  lastPort: 5001,
  preferences: {},
  createdAt: new Date(),
  updatedAt: new Date(),
};
const company = { id: "c1", companyCode: "EDS", apiBaseUrl: "http://erp.example", apiPorts: [5000, 5001] } as Company;

describe("buildClaims", () => {
  it("carries exactly the spec's claims, with the ERP user name upper-cased and companyId as {_id, apiPorts}", () => {
    const claims = buildClaims(user, company);
    expect(claims).toEqual({
      userId: "u1",
      email: "staff@example.com",
      userType: "customer",
      lastPort: 5001,
      erpUserName: "JSMITH",
      companyCode: "EDS",
      apiBaseUrl: "http://erp.example",
      companyId: { _id: "c1", apiPorts: [5000, 5001] },
      products: ["ship54"],
      roles: { ship54: ["admin"] },
    });
  });

  it("gives an admin without a company null company fields", () => {
    const claims = buildClaims({ ...user, userType: "admin", erpUserName: null }, null);
    expect(claims).toMatchObject({
      userType: "admin",
      erpUserName: null,
      companyCode: null,
      companyId: null,
      apiBaseUrl: null,
    });
  });
});

describe("toClientSession", () => {
  it("takes the ERP user name from erpUserName, else erpLogin, upper-cased", () => {
    expect(toClientSession({ erpUserName: "jsmith", erpLogin: "other" }).erpUserName).toBe("JSMITH");
    expect(toClientSession({ erpLogin: "kwalker" }).erpUserName).toBe("KWALKER");
    expect(toClientSession({}).erpUserName).toBe("");
  });

  it("reads companyId as an object with _id and apiPorts, or as a plain id", () => {
    expect(toClientSession({ companyId: { _id: "c9", apiPorts: [5000, 5003] } })).toMatchObject({
      companyId: "c9",
      apiPorts: [5000, 5003],
    });
    expect(toClientSession({ companyId: "c7" })).toMatchObject({ companyId: "c7", apiPorts: [] });
  });

  it("takes the user name from the email claim and defaults the port to 5000", () => {
    const s = toClientSession({ email: "a@b.c", userType: "customer" });
    expect(s).toMatchObject({ userName: "a@b.c", port: 5000, isAuthenticated: true });
    expect(toClientSession({ lastPort: 5002 }).port).toBe(5002);
  });
});

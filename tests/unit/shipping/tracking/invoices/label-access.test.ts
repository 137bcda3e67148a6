import { describe, expect, it } from "vitest";
import type { Claims } from "@/lib/auth/claims";
import { labelVisibleTo, trackingViewer } from "@/lib/shipping/tracking/invoices/label-access";

const claims = (over: Partial<Claims>): Claims => ({
  userId: "u1",
  email: "someone@example.com",
  userType: "customer",
  lastPort: 5000,
  erpUserName: "JSMITH",
  companyCode: "EDS",
  apiBaseUrl: "http://erp.example",
  companyId: { _id: "company-eds", apiPorts: [5000] },
  products: [],
  roles: {},
  ...over,
});

describe("labelVisibleTo (CLARIFICATIONS 49)", () => {
  it("shows a label to a user of its company and to an admin, never to anyone else", () => {
    expect(labelVisibleTo(trackingViewer(null), "company-eds")).toBe(false);
    expect(labelVisibleTo(trackingViewer(claims({})), "company-eds")).toBe(true);
    expect(labelVisibleTo(trackingViewer(claims({})), "company-heritage")).toBe(false);
    expect(
      labelVisibleTo(
        trackingViewer(claims({ userType: "admin", companyId: null, companyCode: null })),
        "company-heritage",
      ),
    ).toBe(true);
  });

  it("never matches a customer without a company to a shipment", () => {
    expect(labelVisibleTo(trackingViewer(claims({ companyId: null })), "company-eds")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { createdSince, idsOf } from "@/lib/erp-writes/created-records";
import { contentHash, erpWriteKey, idempotencyKeySchema, stableJson } from "@/lib/erp-writes/intent-key";

describe("stableJson and contentHash", () => {
  it("hashes equal content alike whatever the key order, and different content differently", () => {
    expect(stableJson({ b: 1, a: [{ y: 2, x: 1 }] })).toBe('{"a":[{"x":1,"y":2}],"b":1}');
    expect(contentHash({ name: "A", city: "B" })).toBe(contentHash({ city: "B", name: "A" }));
    expect(contentHash({ name: "A" })).not.toBe(contentHash({ name: "B" }));
    expect(contentHash(["A", "B"])).not.toBe(contentHash(["B", "A"]));
  });

  it("leaves out undefined fields, as JSON does", () => {
    expect(contentHash({ a: 1, b: undefined })).toBe(contentHash({ a: 1 }));
  });
});

describe("erpWriteKey", () => {
  it("scopes the key to the company and the ERP environment", () => {
    const prod = { companyId: "c1", conn: { origin: "http://erp:5000", sessionToken: "t" } };
    const train = { ...prod, conn: { ...prod.conn, origin: "http://erp:5001" } };
    expect(erpWriteKey(prod, "vendor", "k")).toBe("c1|http://erp:5000|vendor|k");
    expect(erpWriteKey(prod, "vendor", "k")).not.toBe(erpWriteKey(train, "vendor", "k"));
  });
});

describe("idempotencyKeySchema", () => {
  it("takes 16 to 64 safe characters only", () => {
    expect(idempotencyKeySchema.safeParse("0123456789abcdef").success).toBe(true);
    expect(idempotencyKeySchema.safeParse("short").success).toBe(false);
    expect(idempotencyKeySchema.safeParse("0123456789abcdef|x").success).toBe(false);
    expect(idempotencyKeySchema.safeParse("a".repeat(65)).success).toBe(false);
  });
});

describe("createdSince", () => {
  it("keeps only the records that were not there before the attempt", () => {
    const before = idsOf([{ id: 1 }, { id: "2" }]);
    expect(createdSince([{ id: 1 }, { id: 2 }, { id: 3 }], before)).toEqual([{ id: 3 }]);
    expect(createdSince([{ id: 1 }], undefined)).toEqual([{ id: 1 }]);
  });
});

import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";

describe("secrets at rest", () => {
  it("encrypts with a fresh IV each time and decrypts back; tampering is detected", () => {
    const a = encryptSecret("shippo_test_abc");
    const b = encryptSecret("shippo_test_abc");
    expect(a.data).not.toBe(b.data);
    expect(JSON.stringify(a)).not.toContain("shippo_test_abc");
    expect(decryptSecret(a)).toBe("shippo_test_abc");
    expect(() => decryptSecret({ ...a, data: Buffer.from("xxxx").toString("base64") })).toThrow();
  });

  it("hashes passwords slowly with a salt and verifies them", async () => {
    const h1 = await hashPassword("admin1234");
    const h2 = await hashPassword("admin1234");
    expect(h1).not.toBe(h2);
    expect(h1.startsWith("scrypt$")).toBe(true);
    expect(await verifyPassword("admin1234", h1)).toBe(true);
    expect(await verifyPassword("admin12345", h1)).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });
});

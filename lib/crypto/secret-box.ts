import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { EncryptedSecret } from "@/db/schema";
import { getEnv } from "@/lib/env";

function key(): Buffer {
  const env = getEnv();
  if (env.ENCRYPTION_KEY) return Buffer.from(env.ENCRYPTION_KEY, "hex");
  // Development fallback: a stable key derived from the session secret, so restarts can still decrypt.
  return createHash("sha256").update(`encryption:${env.NEXTAUTH_SECRET}`).digest();
}

export function encryptSecret(plain: string): EncryptedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return { iv: iv.toString("base64"), tag: cipher.getAuthTag().toString("base64"), data: data.toString("base64") };
}

export function decryptSecret(box: EncryptedSecret): string {
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(box.iv, "base64"));
  decipher.setAuthTag(Buffer.from(box.tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(box.data, "base64")), decipher.final()]).toString("utf8");
}

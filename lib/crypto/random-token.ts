import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A URL-safe random secret (256 bits by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** How a random secret is stored: its SHA-256, so the stored value cannot be used as the secret. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

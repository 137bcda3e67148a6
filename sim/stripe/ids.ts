// Stripe-looking ids: a type prefix and random base-62 characters.
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function base62(n: number): string {
  const bytes = randomBytes(n);
  let out = "";
  for (let i = 0; i < n; i++) out += ALPHABET[bytes[i] % 62];
  return out;
}

export const newId = (prefix: string, length = 24) => `${prefix}_${base62(length)}`;

/** Checkout Session ids are long and carry the mode: `cs_test_a1…`. */
export const newSessionId = (livemode: boolean) => `cs_${livemode ? "live" : "test"}_a1${base62(56)}`;

export const clientSecretFor = (sessionId: string) => `${sessionId}_secret_${base62(24)}`;

export const nowSec = () => Math.floor(Date.now() / 1000);

// Stripe's webhook signature: `t=<unix>,v1=<hex HMAC-SHA256(secret, "t.body")>`, as constructEvent checks it.
import { createHmac } from "node:crypto";

export type SignatureMode = "valid" | "bad" | "stale" | "wrong_secret" | "missing";

export function signatureHeader(
  body: string,
  secret: string,
  mode: SignatureMode = "valid",
  now = Math.floor(Date.now() / 1000),
): string | undefined {
  if (mode === "missing") return undefined;
  // Stale: older than stripe-node's default 300 s tolerance.
  const t = mode === "stale" ? now - 600 : now;
  const key = mode === "wrong_secret" ? `${secret}_not` : secret;
  let v1 = createHmac("sha256", key).update(`${t}.${body}`).digest("hex");
  if (mode === "bad") v1 = v1.replace(/^./, (c) => (c === "0" ? "1" : "0"));
  return `t=${t},v1=${v1}`;
}

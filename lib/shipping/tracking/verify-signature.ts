import { createHmac, timingSafeEqual } from "node:crypto";

/** Deliveries signed longer ago than this are refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Shippo's `Shippo-Auth-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (sim/shippo/webhook-sender.ts signs the same way).
 * True when one v1 matches and the time is within the tolerance.
 */
export function verifyShippoSignature(opts: {
  header: string | null;
  body: string;
  secret: string;
  now?: number;
}): boolean {
  if (!opts.header) return false;
  const parts = opts.header.split(",").map((p) => p.trim().split("=") as [string, string?]);
  const t = parts.find(([k]) => k === "t")?.[1];
  const signatures = parts.filter(([k, v]) => k === "v1" && v).map(([, v]) => v as string);
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return false;
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", opts.secret).update(`${t}.${opts.body}`).digest();
  return signatures.some((hex) => {
    if (!/^[0-9a-f]+$/i.test(hex) || hex.length !== expected.length * 2) return false;
    return timingSafeEqual(Buffer.from(hex, "hex"), expected);
  });
}

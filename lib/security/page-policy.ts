import "server-only";
import type { ThirdPartyOrigins } from "./third-party-origins";

export type PagePolicyInput = {
  nonce: string;
  origins: ThirdPartyOrigins;
  /** `next dev`: React's dev tooling rebuilds server error stacks with eval. */
  dev: boolean;
  /** Served over https: any http address left in a page is fetched over https. */
  https: boolean;
};

const list = (...sources: string[]) => sources.filter(Boolean).join(" ");

/**
 * A page's Content-Security-Policy. Scripts run by the request's nonce, which Next puts on its own scripts; what
 * they load in turn is trusted ('strict-dynamic': the chunks, the CSV worker, Stripe.js). Styles allow inline
 * attributes (Next's image, Radix and the toasts set them); a nonce there would switch 'unsafe-inline' off.
 */
export function pageContentSecurityPolicy({ nonce, origins, dev, https }: PagePolicyInput): string {
  return [
    "default-src 'self'",
    `script-src ${list("'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...origins.script, dev ? "'unsafe-eval'" : "")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", "blob:", ...origins.img)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...origins.connect)}`,
    `frame-src ${list("'self'", ...origins.frame)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** 128 random bits, as CSP's nonce-source wants them (base64). */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

// No imports: next.config.ts reads this file at build time, outside the app's module graph.

/**
 * The browser features the portal uses: Web Serial for the shipping desk's scale and WebUSB for its label printer
 * (same origin only) and, when the page embeds Stripe's checkout, the Payment Request API for Stripe's frames. Everything else is off. Only names
 * Chromium knows: an unknown one (`bluetooth`) is a console error on every page.
 */
const FEATURES_OFF = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "xr-spatial-tracking",
];

/** `Permissions-Policy`; `paymentOrigins` may use the Payment Request API (Stripe's checkout frames). */
export function permissionsPolicy(paymentOrigins: readonly string[] = []): string {
  const payment = paymentOrigins.length ? `payment=(${paymentOrigins.map((o) => `"${o}"`).join(" ")})` : "payment=()";
  return [...FEATURES_OFF.map((f) => `${f}=()`), payment, "serial=(self)", "usb=(self)"].join(", ");
}

/**
 * The policy of everything that is not a page (API answers, files, assets): nothing in it may run, load or be framed.
 * Pages get their own, with a per-request nonce (lib/security/page-policy.ts, set by proxy.ts).
 */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Next's own script files. A web worker (the CSV tools') runs under the policy of its script's answer, not the
 * page's, and loads the rest of its chunks with `importScripts`: these may load scripts of this origin, and nothing
 * else.
 */
export const SCRIPT_ASSET_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Two years, subdomains included: the portal is https-only once it is served over https. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Headers every answer carries (next.config.ts sets them on every path; proxy.ts replaces the CSP on pages). */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": NON_PAGE_CSP,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": permissionsPolicy(),
};

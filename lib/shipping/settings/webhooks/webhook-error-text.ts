// Spec 3 section 8, "Webhook error text mapping": what a person reads for a webhook's lastError.

const RULES: [test: (error: string) => boolean, text: string][] = [
  [(e) => e.includes("No valid Shippo API token"), "Shippo integration needs to be reconnected"],
  [(e) => e.includes("Failed to decrypt"), "Authentication issue - please contact support"],
  [(e) => e.includes("Network"), "Connection issue - please try again later"],
  [(e) => e.includes("Rate limit"), "Too many requests - please wait a moment"],
  [(e) => e.includes("404"), "Webhook configuration issue - contact support"],
];

/** Short, plain text (no markup, JSON or stack) is shown as it is. */
function isShortPlainText(error: string): boolean {
  return error.length <= 80 && !/[{}<>[\]\n]|\bat\s+\S+\s*\(/.test(error);
}

export function webhookErrorText(error: string | null | undefined): string {
  const e = (error ?? "").trim();
  if (!e) return "Unknown";
  for (const [test, text] of RULES) if (test(e)) return text;
  return isShortPlainText(e) ? e : "Integration issue - please contact support if this persists";
}

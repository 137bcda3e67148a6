/** Spec 3 section 5: a Shippo token is shippo_test_ or shippo_live_ and 40 lower-case hex characters. */
export const SHIPPO_TOKEN_PATTERN = /^shippo_(test|live)_[0-9a-f]{40}$/;

export const INVALID_TOKEN_FORMAT = "Invalid token format. Token should start with shippo_test_ or shippo_live_";

export function isShippoTokenFormat(token: string): boolean {
  return SHIPPO_TOKEN_PATTERN.test(token);
}

/** The environment a token works in: its prefix says it (OAuth tokens are treated as test until Shippo says live). */
export function tokenEnvironment(token: string): "test" | "live" {
  return token.startsWith("shippo_live_") ? "live" : "test";
}

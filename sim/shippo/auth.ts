// Who is calling: Shippo's two credential forms, mapped to a stand-in account that owns the objects it creates.
import { createHash } from "node:crypto";
import { ShippoError } from "./http";

export interface Caller {
  /** Objects are scoped to this key: one account per distinct token, as separate Shippo accounts would be. */
  account: string;
  /** `object_owner` on the wire (Shippo shows the account's user name, an email). */
  owner: string;
  test: boolean;
  kind: "api_token" | "oauth";
}

const API_TOKEN = /^ShippoToken (shippo_(test|live)_[0-9a-f]{32,40})$/i;
const OAUTH_TOKEN = /^Bearer (oauth\.[A-Za-z0-9_\-=.]{8,})$/;

function ownerFor(token: string): string {
  return `e54+${createHash("sha256").update(token).digest("hex").slice(0, 10)}@shippo.sim`;
}

/**
 * @param revoked tokens a test has revoked, answered like a deleted token.
 * @param oauthAccounts accounts named on the authorize page, keyed by the token issued for them.
 */
export function authenticate(
  header: string | undefined,
  revoked: ReadonlySet<string>,
  oauthAccounts: ReadonlyMap<string, string>,
): Caller {
  if (!header || header.trim() === "") {
    throw new ShippoError(401, { detail: "Authentication credentials were not provided." });
  }
  const api = API_TOKEN.exec(header.trim());
  if (api) {
    const token = api[1];
    if (revoked.has(token)) throw new ShippoError(401, { detail: "Token does not exist" });
    return { account: token, owner: ownerFor(token), test: api[2].toLowerCase() === "test", kind: "api_token" };
  }
  const oauth = OAUTH_TOKEN.exec(header.trim());
  if (oauth) {
    const token = oauth[1];
    if (revoked.has(token)) throw new ShippoError(401, { detail: "Invalid token." });
    // Platform tokens act on the merchant's account; the stand-in treats them as sandbox (test) accounts.
    return { account: token, owner: oauthAccounts.get(token) ?? ownerFor(token), test: true, kind: "oauth" };
  }
  throw new ShippoError(401, { detail: "Invalid token." });
}

import "server-only";
import { z } from "zod";
import type { Db } from "@/db/client";
import type { EncryptedSecret } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { AuthContext } from "@/lib/auth/claims";
import { decryptSecret } from "@/lib/crypto/secret-box";
import { logger } from "@/lib/logger";
import { ERP_MESSAGES, erpFetch, type ErpConnection } from "./erp-fetch";
import { erpOrigin } from "./environments";
import { erpPath } from "./resources/erp-path";

const sessionAnswerSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  sessionToken: z.string().min(1),
  expiresIn: z.number().optional(),
});

/** POST /Sessions: the customer's password is checked by the ERP and never stored by us. */
export async function openErpSession(opts: { apiBaseUrl: string; port: number; username: string; password: string }) {
  const answer = await erpFetch(
    { origin: erpOrigin(opts.apiBaseUrl, opts.port) },
    { method: "POST", path: "/Sessions", body: { username: opts.username, password: opts.password } },
  );
  const parsed = sessionAnswerSchema.parse(answer);
  // Some ERP servers hand the token out URL-encoded; it is sent back decoded (CLARIFICATIONS 4).
  return { id: parsed.id, sessionToken: decodeURIComponent(parsed.sessionToken), expiresIn: parsed.expiresIn };
}

/** DELETE /Sessions/{id}: ends a session the server opened for itself (an API user's), so none lingers at the ERP. */
export async function closeErpSession(conn: ErpConnection, id: string | undefined) {
  if (!id) return;
  await erpFetch(conn, { method: "DELETE", path: erpPath("Sessions", id) }).catch((err: unknown) => {
    logger.warn({ err: String(err) }, "could not close an ERP session");
  });
}

// Decrypted ERP tokens by their ciphertext (decryption is pure, and took ~0.1 ms per proxied call). The row that
// holds the ciphertext is read on every request, so an ended session never reaches this.
const MAX_DECRYPTED = 5_000;
const holder = globalThis as unknown as { __e54ErpTokens?: Map<string, string> };
const decrypted = (holder.__e54ErpTokens ??= new Map<string, string>());

function erpToken(box: EncryptedSecret): string {
  const key = `${box.iv}.${box.tag}.${box.data}`;
  let token = decrypted.get(key);
  if (token === undefined) {
    token = decryptSecret(box);
    if (decrypted.size >= MAX_DECRYPTED) decrypted.delete(decrypted.keys().next().value!);
    decrypted.set(key, token);
  }
  return token;
}

/**
 * The ERP connection of a signed-in user, or the error the spec asks for when there is none. The ERP session was
 * read with the caller's portal session (lib/auth/resolve-session.ts), so this costs no query of its own; `_db`
 * stays for the callers' sake. The token goes back to the ERP origin it was opened at, and only while that is still
 * the user's company address and port.
 */
export async function getErpConnection(_db: Db, auth: AuthContext): Promise<ErpConnection> {
  const { claims, erp } = auth;
  if (claims.userType === "admin" || !claims.apiBaseUrl) {
    throw new ApiError({ code: "forbidden", message: "ERP tools need an ERP user" });
  }
  if (!erp) throw new ApiError({ code: "unauthorized", message: "No session token available. Please log in." });
  if (erp.expiresAt.getTime() <= Date.now())
    throw new ApiError({ code: "unauthorized", message: ERP_MESSAGES.expired });
  // The ERP session was opened at sign-in; a company whose address changed since, or a new port, makes it another
  // environment's session, which must not be sent to (or be taken for) this one.
  if (erp.origin !== erpOrigin(claims.apiBaseUrl, claims.lastPort))
    throw new ApiError({ code: "unauthorized", message: "Please log in." });
  return { origin: erp.origin, sessionToken: erpToken(erp.token) };
}

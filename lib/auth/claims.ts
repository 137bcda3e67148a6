import { z } from "zod";
import type { EncryptedSecret } from "@/db/schema";

/** The claims of a signed-in user (spec 1 section 3, CLARIFICATIONS 3). Never the ERP token or credentials. */
export const claimsSchema = z.object({
  userId: z.string(),
  email: z.string(),
  userType: z.enum(["admin", "customer"]),
  lastPort: z.number().int(),
  erpUserName: z.string().nullable(),
  companyCode: z.string().nullable(),
  apiBaseUrl: z.string().nullable(),
  companyId: z.object({ _id: z.string(), apiPorts: z.array(z.number().int()) }).nullable(),
  products: z.array(z.string()),
  roles: z.record(z.string(), z.array(z.string())),
});
export type Claims = z.infer<typeof claimsSchema>;

/** A customer's ERP session, as stored on their portal session: the token stays encrypted until a call needs it. */
export type ErpSessionRef = { origin: string; token: EncryptedSecret; expiresAt: Date };

/**
 * The caller of one request, read from the database on that request: the live session's id and absolute expiry,
 * the claims as the user and company rows stand now, and the customer's ERP session.
 */
export type AuthContext = { claims: Claims; sid: string; expiresAt: Date; erp: ErpSessionRef | null };

/** A new session: its id and fixed expiry, and the claims as they stood at sign-in (for the bearer token). */
export type SignedIn = Pick<AuthContext, "claims" | "sid" | "expiresAt">;

export const DEFAULT_PORT = 5000;

/**
 * The session the client builds from a decoded token (spec 1 section 3): the ERP user name is upper-cased and
 * taken from erpUserName or, when absent, erpLogin; companyId may be a plain id or an object with _id.
 */
export function toClientSession(token: Record<string, unknown>) {
  const str = (v: unknown) => (typeof v === "string" && v.length > 0 ? v : null);
  const company = token.companyId;
  const companyId =
    typeof company === "string"
      ? company
      : company && typeof company === "object"
        ? str((company as { _id?: unknown })._id)
        : null;
  const apiPorts =
    company && typeof company === "object" && Array.isArray((company as { apiPorts?: unknown }).apiPorts)
      ? ((company as { apiPorts: unknown[] }).apiPorts.filter((p) => typeof p === "number") as number[])
      : [];
  const port = typeof token.lastPort === "number" ? token.lastPort : DEFAULT_PORT;
  return {
    isAuthenticated: true,
    userId: str(token.userId),
    userName: str(token.email),
    userType: str(token.userType),
    port,
    erpUserName: (str(token.erpUserName) ?? str(token.erpLogin) ?? "").toUpperCase(),
    companyCode: str(token.companyCode),
    apiBaseUrl: str(token.apiBaseUrl),
    companyId,
    apiPorts,
    products: Array.isArray(token.products) ? token.products.filter((p): p is string => typeof p === "string") : [],
    roles: (token.roles && typeof token.roles === "object" ? token.roles : {}) as Record<string, string[]>,
  };
}
export type ClientSession = ReturnType<typeof toClientSession>;

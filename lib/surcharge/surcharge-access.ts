import "server-only";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import type { AuthContext } from "@/lib/auth/claims";
import { decryptSecret } from "@/lib/crypto/secret-box";
import { erpOrigin, portLabel } from "@/lib/erp/environments";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { closeErpSession, getErpConnection, openErpSession } from "@/lib/erp/session";
import type { SurchargeTarget } from "./load-surcharge-target";

export type SurchargeActor = { userId: string | null; userEmail: string | null };

/** Runs `work` with an ERP connection for the target's port, and ends any session it opened for itself. */
export type SurchargeConnector = <T>(work: (conn: ErpConnection) => Promise<T>) => Promise<T>;

export type SurchargeAccess = { actor: SurchargeActor; connect: SurchargeConnector };

/**
 * Who may apply the surcharge and through which ERP session (CLARIFICATIONS 21). Everything that can refuse is
 * checked here, before the ledger is touched; the ERP itself is only reached through `connect`.
 */
export async function surchargeAccess(
  db: Db,
  signedIn: () => Promise<AuthContext | null>,
  target: SurchargeTarget,
): Promise<SurchargeAccess> {
  return target.authMethod === "apiUser" ? apiUserAccess(target) : loggedInUserAccess(db, signedIn, target);
}

async function loggedInUserAccess(
  db: Db,
  signedIn: () => Promise<AuthContext | null>,
  target: SurchargeTarget,
): Promise<SurchargeAccess> {
  const { company, port } = target;
  const auth = await signedIn();
  if (!auth)
    throw new ApiError({
      code: "unauthorized",
      message: `Please log in to the portal as a user of ${company.companyCode} to apply this surcharge.`,
    });
  if (auth.claims.companyId?._id !== company.id) {
    throw new ApiError({
      code: "forbidden",
      message: `This surcharge link is for company ${company.companyCode}. Log in as one of its users.`,
    });
  }
  const conn = await getErpConnection(db, auth);
  // An ERP session belongs to one environment: a Train link cannot be applied through a Production session.
  if (conn.origin !== erpOrigin(company.apiBaseUrl, port)) {
    throw new ApiError({
      code: "conflict",
      message: `This link is for port ${port} (${portLabel(port)}), but you are signed in to another port. Change the API Port on Home, then open the link again.`,
    });
  }
  return { actor: { userId: auth.claims.userId, userEmail: auth.claims.email }, connect: (work) => work(conn) };
}

function apiUserAccess(target: SurchargeTarget): SurchargeAccess {
  const { company, port } = target;
  const apiUser = company.surcharge?.apiUser;
  if (!apiUser?.username || !apiUser.password) {
    throw new ApiError({
      code: "unprocessable",
      message: `The surcharge API user of ${company.companyCode} is not set up. Ask an administrator.`,
    });
  }
  const { username, password } = apiUser;
  const connect: SurchargeConnector = async (work) => {
    const origin = erpOrigin(company.apiBaseUrl, port);
    const session = await openErpSession({
      apiBaseUrl: company.apiBaseUrl,
      port,
      username,
      password: decryptSecret(password),
    }).catch((err: unknown) => {
      // The ERP refusing our stored credentials is our configuration's fault, not the visitor's: never a 401 that
      // would send a person without an account to the login page.
      if (err instanceof ApiError && err.status === 401) {
        throw new ApiError({
          code: "bad_gateway",
          message: `The ERP refused ${company.companyCode}'s surcharge API user. Ask an administrator.`,
        });
      }
      throw err;
    });
    const conn = { origin, sessionToken: session.sessionToken };
    try {
      return await work(conn);
    } finally {
      await closeErpSession(conn, session.id);
    }
  };
  return { actor: { userId: null, userEmail: null }, connect };
}

import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { shippoOauthStates } from "@/db/schema";
import { hashToken, randomToken } from "@/lib/crypto/random-token";

export const OAUTH_STATE_TTL_MS = 10 * 60_000;
export const OAUTH_NONCE_COOKIE = "e54_shippo_oauth";

/** A fresh state for one user's flow, and the nonce its browser keeps in a cookie (CLARIFICATIONS 28). */
export async function createOauthState(db: Db, params: { userId: string; companyId: string; now?: Date }) {
  const now = params.now ?? new Date();
  const state = randomToken();
  const nonce = randomToken();
  // Old states are useless after their ten minutes; clear them as new ones are made.
  await db
    .delete(shippoOauthStates)
    .where(lt(shippoOauthStates.expiresAt, new Date(now.getTime() - OAUTH_STATE_TTL_MS)));
  await db.insert(shippoOauthStates).values({
    stateHash: hashToken(state),
    nonceHash: hashToken(nonce),
    userId: params.userId,
    companyId: params.companyId,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });
  return { state, nonce };
}

/**
 * Use a state once: it must exist, be unused and unexpired, belong to this user and to this browser's nonce. The
 * update is the claim, so two callbacks racing with the same state (on any instance) cannot both pass.
 */
export async function consumeOauthState(db: Db, params: { state: string; nonce: string | undefined; userId: string }) {
  if (!params.nonce) return null;
  const [row] = await db
    .update(shippoOauthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(shippoOauthStates.stateHash, hashToken(params.state)),
        eq(shippoOauthStates.nonceHash, hashToken(params.nonce)),
        eq(shippoOauthStates.userId, params.userId),
        isNull(shippoOauthStates.usedAt),
        gt(shippoOauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning({ companyId: shippoOauthStates.companyId });
  return row ?? null;
}

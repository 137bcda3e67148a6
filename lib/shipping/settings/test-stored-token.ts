import type { Db } from "@/db/client";
import type { Company } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { decryptShippoToken, storedShippoToken } from "@/lib/shipping/shippo/shippo-client";
import { checkShippoToken } from "./check-shippo-token";
import { recordTokenTest } from "./write-settings";

/**
 * Test the stored token again. The last-tested time moves either way; a token Shippo now refuses (revoked) is
 * marked invalid, which hides the tracking card, while an outage changes nothing else. The outcome is recorded only
 * against the token tested: one saved or removed while Shippo was answering keeps its own state.
 */
export async function testStoredToken(db: Db, company: Pick<Company, "id" | "ship54Settings">) {
  const tested = storedShippoToken(company.ship54Settings);
  const token = decryptShippoToken(company.id, tested);
  const lastTested = new Date().toISOString();
  let facts: Awaited<ReturnType<typeof checkShippoToken>>;
  try {
    facts = await checkShippoToken(token);
  } catch (err) {
    const refused = err instanceof ApiError && err.code === "unprocessable";
    const testResults = { ok: false, checkedAt: lastTested, error: err instanceof Error ? err.message : String(err) };
    await recordTokenTest(
      db,
      company.id,
      tested,
      { customerToken: { lastTested, testResults, ...(refused ? { isValid: false } : {}) } },
      refused ? false : undefined,
    );
    throw err;
  }
  const { accountInfo, testResults, environment } = facts;
  await recordTokenTest(
    db,
    company.id,
    tested,
    { accountInfo, customerToken: { isValid: true, lastTested, testResults, environment } },
    true,
  );
  return facts;
}

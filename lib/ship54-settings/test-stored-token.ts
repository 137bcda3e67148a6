import type { Db } from "@/db/client";
import { ApiError } from "@/lib/api/errors";
import { getCompanyShippoToken } from "@/lib/shipping/shippo-client";
import { checkShippoToken } from "./check-shippo-token";
import { patchShippoSettings } from "./write-settings";

/**
 * Test the stored token again. The last-tested time moves either way; a token Shippo now refuses (revoked) is
 * marked invalid, which hides the tracking card, while an outage changes nothing else.
 */
export async function testStoredToken(db: Db, company: { id: string; ship54Settings: { shippo?: { customerToken?: object } } }) {
  const stored = company.ship54Settings.shippo?.customerToken ?? {};
  const token = await getCompanyShippoToken(db, company.id);
  const lastTested = new Date().toISOString();
  try {
    const facts = await checkShippoToken(token);
    await patchShippoSettings(db, company.id, { accountInfo: facts.accountInfo, customerToken: { ...stored, isValid: true, lastTested, testResults: facts.testResults, environment: facts.environment } }, true);
    return facts;
  } catch (err) {
    const refused = err instanceof ApiError && err.code === "unprocessable";
    const testResults = { ok: false, checkedAt: lastTested, error: err instanceof Error ? err.message : String(err) };
    await patchShippoSettings(db, company.id, { customerToken: { ...stored, lastTested, testResults, ...(refused ? { isValid: false } : {}) } }, refused ? false : undefined);
    throw err;
  }
}

import type { Intent } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getPriceLine, updatePriceLine } from "@/lib/erp/resources/price-lines";
import type { PriceLine } from "@/lib/erp/schemas/price-line";
import { contentHash, erpWriteKey } from "@/lib/erp-writes/intent-key";
import type { WriteScope } from "@/lib/erp-writes/write-scope";
import { runOnce } from "@/lib/intents/run-once";
import { branchIdsOf, isDirty } from "./branch-access";
import { PRICE_LINE_MESSAGES as MSG } from "./messages";
import { buildPriceLineUpdate } from "./prepare-update";

export type SavedAccess = { priceLine: PriceLine; previous: string[] };

/** Someone saved first: 409 with their version and ours, and nothing written (the key is free for a new try). */
function staleError(current: PriceLine, yours: string[]): ApiError {
  return new ApiError({ code: "conflict", message: MSG.stale, details: [{ reason: "stale", current, yours }] });
}

/** Our list is what the ERP holds now, under a newer key than the one we read: our save (or an equal one) landed. */
const landed = (line: PriceLine, baseKey: string, target: string[]) =>
  line.updateKey !== baseKey && !isDirty(branchIdsOf(line.branchAccessList), target);

/** What an earlier attempt did: the saved line if our list landed under a newer key, else null. */
export function priceLineRecovery(conn: ErpConnection) {
  return async (intent: Intent): Promise<SavedAccess | null> => {
    const { lineId, updateKey, branchAccessList } = intent.request as {
      lineId: string;
      updateKey: string;
      branchAccessList: string[];
    };
    const now = await getPriceLine(conn, lineId);
    const previous = intent.progress.previous;
    return landed(now, updateKey, branchAccessList)
      ? { priceLine: now, previous: Array.isArray(previous) ? previous.map(String) : [] }
      : null;
  };
}

/**
 * Saves a price line's branch access list once per (line, update key read, list): a retry after a lost answer
 * finds the saved line instead of writing again; a save over someone else's is refused with both versions.
 */
export async function savePriceLineAccess(
  scope: WriteScope,
  input: { lineId: string; updateKey: string; branchIds: string[] },
): Promise<SavedAccess> {
  const { db, conn, companyId } = scope;
  const target = branchIdsOf(input.branchIds);
  const key = erpWriteKey(
    scope,
    "price-line",
    input.lineId.toUpperCase(),
    input.updateKey,
    contentHash([...target].sort()),
  );
  const { result } = await runOnce<SavedAccess>(
    db,
    {
      kind: "price-line-access",
      subject: "record",
      key,
      companyId,
      request: { lineId: input.lineId, updateKey: input.updateKey, branchAccessList: target },
    },
    {
      recover: priceLineRecovery(conn),
      act: async (_intent, { saveProgress, write }) => {
        const current = await getPriceLine(conn, input.lineId);
        if (!current.updateKey) throw new ApiError({ code: "bad_gateway", message: MSG.noUpdateKey });
        if (current.updateKey !== input.updateKey) throw staleError(current, target);
        const previous = branchIdsOf(current.branchAccessList);
        await saveProgress({ previous });
        try {
          const saved = await write(() => updatePriceLine(conn, input.lineId, buildPriceLineUpdate(current, target)));
          return { priceLine: saved ?? (await getPriceLine(conn, input.lineId)), previous };
        } catch (err) {
          if (!(err instanceof ApiError) || err.status !== 409) throw err;
          // The ERP's own stale-key answer: ours may have landed on a resent request, or another save came first.
          const now = await getPriceLine(conn, input.lineId);
          if (landed(now, input.updateKey, target)) return { priceLine: now, previous };
          throw staleError(now, target);
        }
      },
    },
  );
  return result;
}

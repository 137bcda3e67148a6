import type { Intent } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { runOnce } from "@/lib/intents/run-once";
import { createdSince, idsOf } from "./created-records";
import { contentHash, erpWriteKey } from "./intent-key";
import type { WriteScope } from "./write-scope";

type CreateSpec<T> = {
  /** The intent kind, e.g. "erp-vendor". */
  kind: string;
  /** The form's idempotency key; with a hash of `content` it makes the intent key. */
  idempotencyKey: string;
  content: unknown;
  /** Kept with the intent, for the record and for recovery by Check Again (no secrets). */
  request: Record<string, unknown>;
  /** The records the ERP holds now that are exactly the one to create. */
  findSame(): Promise<T[]>;
  create(): Promise<T | null>;
};

/**
 * Recovery of a create: the look-alike that was not there before the attempt is the one it made. An attempt that
 * failed before noting the look-alikes never reached the create: nothing to recover.
 */
export function createRecovery<T extends { id: string | number }>(findSame: () => Promise<T[]>) {
  return async (intent: Intent): Promise<T | null> =>
    Array.isArray(intent.progress.before) ? (createdSince(await findSame(), intent.progress.before)[0] ?? null) : null;
}

/**
 * Creates one ERP record once per (form, content). Before acting it notes the look-alikes that already exist; a
 * retry after a lost answer then takes a look-alike that was not there before as the one it created.
 */
export async function createOnce<T extends { id: string | number }>(scope: WriteScope, spec: CreateSpec<T>) {
  const key = erpWriteKey(scope, spec.kind, spec.idempotencyKey, contentHash(spec.content));
  return runOnce<T>(
    scope.db,
    { kind: spec.kind, subject: "record", key, companyId: scope.companyId, request: spec.request },
    {
      recover: createRecovery(spec.findSame),
      act: async (_intent, { saveProgress, write }) => {
        await saveProgress({ before: idsOf(await spec.findSame()) });
        const created = await write(() => spec.create());
        if (!created)
          throw new ApiError({ code: "bad_gateway", message: "The ERP created the record but did not answer it." });
        return created;
      },
    },
  );
}

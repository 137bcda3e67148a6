import { ApiError } from "@/lib/errors/api-error";
import type { Intent } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getContactWebSettings, updateContactWebSettings } from "@/lib/erp/resources/contacts";
import { erpWriteKey } from "@/lib/erp-writes/intent-key";
import type { WriteScope } from "@/lib/erp-writes/write-scope";
import { runOnce } from "@/lib/intents/run-once";
import { WEB_PASSWORD_MESSAGES as MSG } from "./messages";
import type { UpdateWebPasswordBody } from "./schemas";

type Settings = Awaited<ReturnType<typeof getContactWebSettings>>;

/** The record as the attempt read it just before its write: what a landed write must have changed. */
type Before = { updateKey: string; passwordLastChanged: string | null };

const changedAt = (s: Settings) => (typeof s.passwordLastChanged === "string" ? s.passwordLastChanged : null);

/**
 * Our password change landed: the login is ours, and both the update key and the ERP's password date moved on from
 * what the attempt read before writing (no clock is compared: a change made a moment before ours, by another form,
 * was already in what we read). An installation that does not report `passwordLastChanged` cannot tell, and is
 * never taken for a success.
 */
function landed(now: Settings, userId: string, before: Before): boolean {
  const changed = changedAt(now);
  const ours = String(now.id ?? "").toUpperCase() === userId.trim().toUpperCase();
  return ours && now.updateKey !== before.updateKey && changed !== null && changed !== before.passwordLastChanged;
}

const beforeOf = (intent: Intent) => intent.progress.before as Before | undefined;

/** What an earlier attempt did: the contact's settings if its change landed, else null (also when it never wrote). */
export function webPasswordRecovery(conn: ErpConnection) {
  return async (intent: Intent): Promise<Settings | null> => {
    const before = beforeOf(intent);
    if (!before) return null;
    const now = await getContactWebSettings(conn, String(intent.request.contactId));
    return landed(now, String(intent.request.userId), before) ? now : null;
  };
}

/** The settings as read now, refused when they carry no update key or one other than the page read. */
async function currentSettings(conn: ErpConnection, contactId: string, updateKey: string): Promise<Settings> {
  const current = await getContactWebSettings(conn, contactId);
  if (!current.updateKey) throw new ApiError({ code: "unprocessable", message: MSG.noUpdateKey });
  if (current.updateKey !== updateKey) throw new ApiError({ code: "conflict", message: MSG.changedSinceRead });
  return current;
}

/**
 * Sets a contact's web login and password once per (contact, update key read, form): the whole settings record
 * goes back with its update key, as the ERP wants, and a retry after a lost answer finds the change that landed.
 * The password is never stored with the intent.
 */
export async function updateWebPasswordOnce(scope: WriteScope, contactId: string, body: UpdateWebPasswordBody) {
  const { db, conn, companyId } = scope;
  const key = erpWriteKey(scope, "web-password", contactId, body.updateKey, body.idempotencyKey);
  const { result } = await runOnce<Settings>(
    db,
    { kind: "contact-web-password", subject: "record", key, companyId, request: { contactId, userId: body.userId } },
    {
      recover: webPasswordRecovery(conn),
      act: async (_intent, { saveProgress, write }) => {
        const current = await currentSettings(conn, contactId, body.updateKey);
        const before: Before = { updateKey: body.updateKey, passwordLastChanged: changedAt(current) };
        await saveProgress({ before });
        try {
          const saved = await write(() =>
            updateContactWebSettings(conn, contactId, {
              ...current,
              updateKey: body.updateKey,
              id: body.userId,
              password: body.password,
            }),
          );
          return saved ?? (await getContactWebSettings(conn, contactId));
        } catch (err) {
          if (!(err instanceof ApiError) || err.status !== 409) throw err;
          // A resent PUT meets its own first try: the change is in if the ERP shows it.
          const now = await getContactWebSettings(conn, contactId);
          if (landed(now, body.userId, before)) return now;
          throw err;
        }
      },
    },
  );
  return result;
}

import { ApiError } from "@/lib/api/errors";
import type { Intent } from "@/db/schema";
import type { ErpConnection } from "@/lib/erp/erp-fetch";
import { getContactWebSettings, updateContactWebSettings } from "@/lib/erp/resources/contacts";
import { erpWriteKey } from "@/lib/erp-writes/intent-key";
import type { WriteScope } from "@/lib/erp-writes/write-scope";
import { runOnce } from "@/lib/intents/run-once";
import { WEB_PASSWORD_MESSAGES as MSG } from "./messages";
import type { UpdateWebPasswordBody } from "./schemas";

type Settings = Awaited<ReturnType<typeof getContactWebSettings>>;

/**
 * Our password change landed: the login is ours and the ERP says the password changed since this intent began.
 * An installation that does not report `passwordLastChanged` cannot tell, and is never taken for a success.
 */
function landed(now: Settings, userId: string, since: Date): boolean {
  const changed = typeof now.passwordLastChanged === "string" ? Date.parse(now.passwordLastChanged) : NaN;
  return String(now.id ?? "").toUpperCase() === userId.trim().toUpperCase() && changed >= since.getTime() - 1000;
}

/** What an earlier attempt did: the contact's settings if our change landed since the intent began, else null. */
export function webPasswordRecovery(conn: ErpConnection) {
  return async (intent: Intent): Promise<Settings | null> => {
    const now = await getContactWebSettings(conn, String(intent.request.contactId));
    return landed(now, String(intent.request.userId), intent.createdAt) ? now : null;
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
      act: async (intent, { write }) => {
        const current = await currentSettings(conn, contactId, body.updateKey);
        try {
          const saved = await write(() =>
            updateContactWebSettings(conn, contactId, { ...current, updateKey: body.updateKey, id: body.userId, password: body.password }),
          );
          return saved ?? (await getContactWebSettings(conn, contactId));
        } catch (err) {
          if (!(err instanceof ApiError) || err.status !== 409) throw err;
          // A resent PUT meets its own first try: the change is in if the ERP shows it.
          const now = await getContactWebSettings(conn, contactId);
          if (landed(now, body.userId, intent.createdAt)) return now;
          throw err;
        }
      },
    },
  );
  return result;
}

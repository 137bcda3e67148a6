import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, emailOutbox } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import { getUserOrThrow } from "@/lib/users/get-user-or-throw";
import { deliverEmail } from "./deliver-email";
import { renderInvite } from "./invite-templates";
import type { SendInviteBody } from "./schemas";

/**
 * Invite a user (CLARIFICATIONS 36): always to the stored email, which toEmail must match, so the endpoint cannot
 * be used to mail anyone else. Every invite is kept in the outbox, marked delivered when SMTP accepted it.
 */
export async function sendInvite(db: Db, params: { body: SendInviteBody; signInUrl: string; sentBy: string }) {
  const { body, signInUrl, sentBy } = params;
  const user = await getUserOrThrow(db, body.userId);
  if (body.toEmail.toLowerCase() !== user.email) {
    throw new ApiError({ code: "unprocessable", message: "toEmail must be the user's stored email address." });
  }
  const email = renderInvite(body.templateType, user, signInUrl);
  let delivery;
  try {
    delivery = await deliverEmail(user.email, email);
  } catch (err) {
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, "invite: SMTP refused");
    throw new ApiError({
      code: "bad_gateway",
      message: `The mail server did not accept the invite: ${err instanceof Error ? err.message : String(err)}`,
    });
  }
  await db.insert(emailOutbox).values({
    toEmail: user.email,
    ...email,
    sentBy,
    delivered: delivery.delivered,
    userId: user.id,
    template: body.templateType,
  });
  const company = user.companyId
    ? ((await db.query.companies.findFirst({ where: eq(companies.id, user.companyId) })) ?? null)
    : null;
  return { user, company, toEmail: user.email, templateType: body.templateType, delivered: delivery.delivered };
}

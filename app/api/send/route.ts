// POST /api/send – send a user the Standard or Heritage invite (admin; SMTP when configured, else the Outbox)
import { NextResponse } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { authedRoute, readJson } from "@/lib/api/route";
import { MISSING_EMAIL_OR_USER, sendInviteBodySchema } from "@/lib/email/schemas";
import { sendInvite } from "@/lib/email/send-invite";
import { getEnv } from "@/lib/env";
import { writeAdminLog } from "@/lib/logs/write-admin-log";

export const POST = authedRoute(
  async ({ req, db, auth }) => {
    const parsed = sendInviteBodySchema.safeParse(await readJson(req));
    if (!parsed.success) {
      const missing = parsed.error.issues.some((i) => i.message === MISSING_EMAIL_OR_USER);
      if (missing) throw new ApiError({ code: "bad_request", message: MISSING_EMAIL_OR_USER });
      throw parsed.error;
    }
    // The link goes to our own sign-in page; the configured URL wins over the request's Host header.
    const signInUrl = new URL("/", getEnv().NEXTAUTH_URL ?? req.nextUrl.origin).toString();
    const sent = await sendInvite(db, { body: parsed.data, signInUrl, sentBy: auth.claims.userId });
    await writeAdminLog(db, {
      auth,
      req,
      action: "user.invite",
      message: `Invite (${sent.templateType}) ${sent.delivered ? "sent" : "stored in the outbox"} for ${sent.toEmail}`,
      target: { targetUserId: sent.user.id, template: sent.templateType, delivered: sent.delivered },
      company: sent.company,
    });
    return NextResponse.json({ toEmail: sent.toEmail, templateType: sent.templateType, delivered: sent.delivered });
  },
  { admin: true },
);

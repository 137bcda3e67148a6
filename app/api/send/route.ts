// POST /api/send – send a user the Standard or Heritage invite (admin; SMTP when configured, else the Outbox)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { sendInviteBodySchema } from "@/lib/email/schemas";
import { sendInvite } from "@/lib/email/send-invite";
import { getEnv } from "@/lib/env";

export const POST = authedRoute(
  async ({ req, db, auth, audit }) => {
    const body = sendInviteBodySchema.parse(await readJson(req));
    // The link goes to our own sign-in page; the configured URL wins over the request's Host header.
    const signInUrl = new URL("/", getEnv().NEXTAUTH_URL ?? req.nextUrl.origin).toString();
    const sent = await sendInvite(db, { body, signInUrl, sentBy: auth.claims.userId });
    audit({
      action: "user.invite",
      message: `Invite (${sent.templateType}) ${sent.delivered ? "sent" : "stored in the outbox"} for ${sent.toEmail}`,
      target: { targetUserId: sent.user.id, template: sent.templateType, delivered: sent.delivered },
      company: sent.company,
    });
    return NextResponse.json({ toEmail: sent.toEmail, templateType: sent.templateType, delivered: sent.delivered });
  },
  { admin: true, audit: writeAdminLog },
);

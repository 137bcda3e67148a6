"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { MISSING_EMAIL_OR_USER, type InviteTemplate } from "@/lib/email/schemas";

export const INVITE_NOTICE_MS = 5000;

type Notice = { tone: "success" | "error"; text: string } | null;

/** Standard Invite and Heritage Invite for a saved user (spec 3 section 8 messages); success clears after 5 s. */
export function InviteButtons({ userId, email }: { userId?: string; email?: string }) {
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState<InviteTemplate | null>(null);

  useEffect(() => {
    if (notice?.tone !== "success") return;
    const timer = setTimeout(() => setNotice(null), INVITE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function send(templateType: InviteTemplate) {
    if (!userId || !email) {
      setNotice({ tone: "error", text: MISSING_EMAIL_OR_USER });
      return;
    }
    setSending(templateType);
    setNotice(null);
    try {
      // Always the stored email: the server refuses any other address.
      await apiFetch("/api/send", { method: "POST", json: { toEmail: email, userId, templateType } });
      setNotice({ tone: "success", text: `Invite (${templateType}) sent to ${email}` });
    } catch (err) {
      setNotice({ tone: "error", text: `Failed to send invite: ${err instanceof Error ? err.message : String(err)}` });
    } finally {
      setSending(null);
    }
  }

  return (
    <section aria-label="Invite" className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-700">Invite</span>
        <Button variant="secondary" size="sm" busy={sending === "standard"} onClick={() => void send("standard")}>
          Standard Invite
        </Button>
        <Button variant="secondary" size="sm" busy={sending === "heritage"} onClick={() => void send("heritage")}>
          Heritage Invite
        </Button>
        {!userId ? <span className="text-xs text-slate-500">Save the user first.</span> : null}
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </section>
  );
}

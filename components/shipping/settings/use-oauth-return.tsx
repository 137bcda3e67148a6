"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { MSG, OAUTH_LEAD, oauthErrorText } from "@/lib/shipping/settings/messages";
import type { SettingsView } from "@/lib/shipping/settings/settings-screen-view";
import { autoCreateWebhook } from "./auto-create-webhook";
import type { ShowNotice } from "./use-notice";

const RELOAD_AFTER_MS = 1000;

export type OauthReturn = { success: string | null; error: string | null };

/**
 * Spec 3 section 4, the authorisation return: success=connected says so and reloads the settings after a second
 * (the server kept the token already); an error shows its message. Either way the query is cleared, in place
 * (no new server render), and the message is kept in state: the page's props still carry the old query until
 * something renders it again, and the alert must outlive that.
 */
export function useOauthReturn(p: {
  oauth: OauthReturn;
  show: ShowNotice;
  reload(): Promise<SettingsView>;
  companyQuery: string | null;
}) {
  const pathname = usePathname();
  const handled = useRef(false);
  const { oauth, show, reload, companyQuery } = p;
  const [error] = useState(oauth.error);

  useEffect(() => {
    if (handled.current || (!oauth.success && !oauth.error)) return;
    handled.current = true;
    window.history.replaceState(
      null,
      "",
      companyQuery ? `${pathname}?companyId=${encodeURIComponent(companyQuery)}` : pathname,
    );
    if (oauth.success !== "connected" || oauth.error) return;
    show("success", MSG.connected);
    setTimeout(() => {
      void reload()
        .then(autoCreateWebhook)
        .then(reload)
        .catch(() => undefined);
    }, RELOAD_AFTER_MS);
  }, [oauth, pathname, show, reload, companyQuery]);

  return error ? (
    <Alert tone="error" title={OAUTH_LEAD}>
      {oauthErrorText(error)}
    </Alert>
  ) : null;
}

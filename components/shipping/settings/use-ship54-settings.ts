"use client";

import { useCallback, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { SettingsView } from "@/lib/shipping/settings/settings-screen-view";

/** An API path (with its query) and the company an admin is looking at (customers' own company is implied). */
export function withCompany(path: string, companyQuery: string | null, query: Record<string, string> = {}): string {
  const q = new URLSearchParams({ ...query, ...(companyQuery ? { companyId: companyQuery } : {}) }).toString();
  return q ? `${path}?${q}` : path;
}

/** What Save Settings saves: the rest of the screen saves as it is changed. */
const saveable = (s: SettingsView) =>
  JSON.stringify([
    s.freight,
    s.cod,
    s.printReviewHolds,
    s.nonParcelShipVias,
    s.customerMails,
    s.shipping.enableAutoSearch,
  ]);

/**
 * The settings as the screen edits them, a reload from the server, and whether the edits differ from what the
 * server last said (`dirty`: Save Settings has something to save).
 */
export function useShip54Settings(initial: SettingsView, companyQuery: string | null) {
  const [settings, setSettings] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const { companyId, companyName } = initial;
  const reload = useCallback(async () => {
    // GET /api/ship54/settings answers the settings; which company they belong to stays what the page said.
    const answer = await apiFetch<Omit<SettingsView, "companyId" | "companyName">>(
      withCompany("/api/ship54/settings", companyQuery),
    );
    const fresh = { ...answer, companyId, companyName };
    setSettings(fresh);
    setSaved(fresh);
    return fresh;
  }, [companyQuery, companyId, companyName]);
  const dirty = saveable(settings) !== saveable(saved);
  return { settings, setSettings, reload, dirty };
}

"use client";

import { useCallback, useEffect, useState } from "react";
import { NOTICE_MS } from "@/lib/shipping/settings/messages";

export type Notice = { tone: "success" | "error" | "warning"; text: string; id: number };

/** The settings screen's one notice: it disappears after 3 seconds (spec 3 section 9). */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback((tone: Notice["tone"], text: string) => setNotice({ tone, text, id: Date.now() }), []);
  return { notice, show };
}
export type ShowNotice = ReturnType<typeof useNotice>["show"];

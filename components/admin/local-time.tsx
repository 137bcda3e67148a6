"use client";

import { useSyncExternalStore } from "react";
import { formatDateTime } from "@/lib/dates/format-date-time";

const subscribe = () => () => {};

/**
 * A timestamp in the reader's own time zone. The server does not know that zone, so it renders UTC and the
 * browser switches to local time once hydrated (no mismatch warning).
 */
export function LocalTime({ iso }: { iso: string }) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const date = new Date(iso);
  const text = inBrowser ? formatDateTime(date) : `${formatDateTime(date, "UTC")} UTC`;
  return <time dateTime={iso}>{text}</time>;
}

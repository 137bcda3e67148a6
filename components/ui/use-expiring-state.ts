"use client";

import { useEffect, useState } from "react";

/** Spec 2 section 9: a success notice clears after 5 s. */
export const SUCCESS_NOTICE_MS = 5_000;

/** State that falls back to null `ms` after it is set, when `expires(value)` says it should (e.g. successes only). */
export function useExpiringState<T>(ms: number, expires: (value: T) => boolean = () => true) {
  const [value, setValue] = useState<T | null>(null);
  const expiring = value !== null && expires(value);
  useEffect(() => {
    if (!expiring) return;
    const timer = setTimeout(() => setValue(null), ms);
    return () => clearTimeout(timer);
  }, [value, expiring, ms]);
  return [value, setValue] as const;
}

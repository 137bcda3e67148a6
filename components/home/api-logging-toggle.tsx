"use client";

import { useSyncExternalStore } from "react";
import { Switch } from "@/components/ui/switch";
import { API_LOGGING_KEY } from "@/lib/api-client/api-fetch";

const listeners = new Set<() => void>();
function subscribe(fn: () => void) {
  listeners.add(fn);
  window.addEventListener("storage", fn);
  return () => {
    listeners.delete(fn);
    window.removeEventListener("storage", fn);
  };
}
const read = () => window.localStorage.getItem(API_LOGGING_KEY) === "true";

/** Kept in local storage under apiLogging; while ON the browser logs each API call (CLARIFICATIONS 42). */
export function ApiLoggingToggle() {
  const on = useSyncExternalStore(subscribe, read, () => false);
  return (
    <div className="flex flex-col gap-2">
      <span id="api-logging-label" className="text-sm font-medium text-slate-700">
        API Call Logging
      </span>
      <div className="flex items-center gap-3">
        <Switch
          aria-labelledby="api-logging-label"
          checked={on}
          onCheckedChange={(checked) => {
            window.localStorage.setItem(API_LOGGING_KEY, String(checked));
            listeners.forEach((l) => l());
          }}
        />
        <span className="text-sm font-semibold" aria-live="polite">
          {on ? "ON" : "OFF"}
        </span>
      </div>
    </div>
  );
}

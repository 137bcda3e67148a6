import { ApiClientError } from "@/lib/api-client/api-fetch";

/** What a failed Save Settings said: its message, and each field's problem by its path (`customerMails.replyTo`). */
export type SaveProblems = { message: string; fields: Readonly<Record<string, string>> };

export const NO_PROBLEMS: SaveProblems["fields"] = {};

/** The API's `details` (`[{ path, message }]`, the settings' zod issues) as a field's problem beside it. */
export function saveProblems(err: unknown): SaveProblems {
  const message = err instanceof Error ? err.message : String(err);
  const fields: Record<string, string> = {};
  for (const d of err instanceof ApiClientError ? (err.details ?? []) : []) {
    if (!d || typeof d !== "object" || !("path" in d) || !("message" in d)) continue;
    if (typeof d.path === "string" && typeof d.message === "string") fields[d.path] ??= d.message;
  }
  return { message, fields };
}

/** The problem at a field's path, or within it (a list's `nonParcelShipVias.3`). */
export function problemAt(fields: SaveProblems["fields"], path: string): string | undefined {
  return fields[path] ?? Object.entries(fields).find(([p]) => p.startsWith(`${path}.`))?.[1];
}

import { ApiClientError } from "@/lib/api-client/api-fetch";

/** The server's message when it gave one (e.g. the 409 for a duplicate), otherwise the fallback (spec 3 section 8). */
export function menuFailure(err: unknown, fallback: string): string {
  if (err instanceof ApiClientError && err.body && typeof err.body === "object" && "error" in err.body)
    return err.message;
  return fallback;
}

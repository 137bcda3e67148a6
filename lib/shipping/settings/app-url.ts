import "server-only";
import { getEnv } from "@/lib/env";

/**
 * The portal's public address: NEXTAUTH_URL when set (behind proxies the request's own host may be internal), else
 * `requestOrigin`, the origin the request came to.
 */
export function appUrl(requestOrigin: string, path: string): URL {
  return new URL(path, getEnv().NEXTAUTH_URL ?? requestOrigin);
}

export const OAUTH_CALLBACK_PATH = "/api/ship54/shippo/oauth/callback";

/** Back to the settings screen with the spec's return query (spec 3 section 4). */
export function settingsReturnUrl(
  requestOrigin: string,
  query: { success?: "connected"; error?: string; companyId?: string | null },
): URL {
  const url = appUrl(requestOrigin, "/ship54-settings");
  for (const [k, v] of Object.entries(query)) if (v) url.searchParams.set(k, v);
  return url;
}

/** The origin webhooks and redirects are built on. */
export function appBaseUrl(requestOrigin: string): string {
  return appUrl(requestOrigin, "/").toString();
}

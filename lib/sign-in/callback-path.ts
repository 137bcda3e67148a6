// No imports: the Login page (server), its form and the public pages' Sign in buttons (browser) share it.

export const CALLBACK_PATH_MAX = 2000;

/** Any origin will do: a path that stays on it stays on ours, whatever host the portal is served from. */
const PROBE = "http://portal.invalid";

/**
 * Where to go after signing in, when it is a path of this portal; otherwise null (the usual Home). Refused: other
 * origins (`https://…`, `//host`), backslashes (browsers read `/\host` as `//host`), control characters, the API,
 * and anything longer than a link needs to be.
 */
export function safeCallbackPath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > CALLBACK_PATH_MAX) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE);
  } catch {
    return null;
  }
  if (url.origin !== PROBE || url.pathname.startsWith("/api/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The Login screen (next-auth's sign-in page, "/") asked to come back to `path` after signing in. */
export function signInHref(path: string): string {
  const back = safeCallbackPath(path);
  return back ? `/?${new URLSearchParams({ callbackUrl: back }).toString()}` : "/";
}

import NextAuth from "next-auth/next";
import { getAuthOptions } from "@/lib/sign-in/next-auth-options";

export type SetCookie = { name: string; value: string; attributes: Record<string, string | true> };
type Answer = { status: number; body: unknown; cookies: SetCookie[] };

function parseSetCookie(line: string): SetCookie {
  const [pair, ...attrs] = line.split(/;\s*/);
  const eq = pair.indexOf("=");
  const attributes = Object.fromEntries(
    attrs.map((a) => {
      const i = a.indexOf("=");
      return i < 0 ? [a.toLowerCase(), true] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
    }),
  );
  return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
}

/**
 * A browser's view of next-auth's endpoints (csrf, credentials callback, session, sign-out) with the portal's
 * options. app/api/auth/[...nextauth] adapts Next's request through next/headers, which needs Next's request
 * scope; next-auth's other documented entry (req, res, options) runs the same handler without it.
 */
export function nextAuthClient() {
  const jar: Record<string, string> = {};
  async function call(
    action: string,
    opts: { method?: string; body?: Record<string, string>; providerId?: string } = {},
  ): Promise<Answer> {
    const out = { status: 200, body: undefined as unknown, headers: {} as Record<string, unknown> };
    const res = {
      status: (code: number) => ((out.status = code), res),
      setHeader: (key: string, value: unknown) => ((out.headers[key.toLowerCase()] = value), res),
      getHeader: (key: string) => out.headers[key.toLowerCase()],
      send: (body: unknown) => void (out.body = body),
      json: (body: unknown) => void (out.body = body),
      end: () => undefined,
    };
    const req = {
      query: { nextauth: [action, ...(opts.providerId ? [opts.providerId] : [])] },
      body: opts.body,
      cookies: { ...jar },
      headers: { host: "localhost:3000", "user-agent": "vitest", "content-type": "application/x-www-form-urlencoded" },
      method: opts.method ?? "GET",
    };
    await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<void>)(
      req,
      res,
      getAuthOptions(),
    );
    const lines = out.headers["set-cookie"];
    const cookies = (Array.isArray(lines) ? lines : lines ? [lines] : []).map((l) => parseSetCookie(String(l)));
    for (const c of cookies) {
      const expires = c.attributes.expires;
      const gone =
        c.value === "" ||
        c.attributes["max-age"] === "0" ||
        (typeof expires === "string" && new Date(expires).getTime() <= Date.now());
      if (gone) delete jar[c.name];
      else jar[c.name] = c.value;
    }
    return { status: out.status, body: out.body, cookies };
  }
  async function csrfToken() {
    return ((await call("csrf")).body as { csrfToken: string }).csrfToken;
  }
  return {
    jar,
    /** The Cookie header a browser would send now. */
    cookieHeader: () =>
      Object.entries(jar)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join("; "),
    async signIn(email: string, password: string) {
      return call("callback", {
        method: "POST",
        providerId: "credentials",
        body: { csrfToken: await csrfToken(), email, password, json: "true" },
      });
    },
    session: () => call("session"),
    async signOut() {
      return call("signout", { method: "POST", body: { csrfToken: await csrfToken(), json: "true" } });
    },
  };
}

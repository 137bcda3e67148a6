import type { RequestMeta } from "./sign-in";

type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined;

function header(source: HeaderSource, name: string): string | undefined {
  if (!source) return undefined;
  if (source instanceof Headers) return source.get(name) ?? undefined;
  const value = source[name] ?? source[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The client's address as the first proxy saw it, and its user agent, for the log. */
export function requestMeta(headers: HeaderSource): RequestMeta {
  const forwarded = header(headers, "x-forwarded-for")?.split(",")[0]?.trim();
  return {
    ip: forwarded || header(headers, "x-real-ip") || "unknown",
    userAgent: header(headers, "user-agent") ?? "",
  };
}

type RouteParams = Record<string, string | string[] | undefined>;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What the logs name a request by: its route's template ("/api/webhooks/shippo/[secret]"), never the raw path, in
 * which a segment can be a secret (the Shippo webhook URL's, CLARIFICATIONS 46) or a customer's data. Every segment
 * that holds a parameter's value shows the parameter's name instead; a catch-all's segments show it once.
 */
export function routeTemplate(pathname: string, params: RouteParams): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "string") names.set(value, `[${name}]`);
    else for (const part of value ?? []) names.set(part, `[...${name}]`);
  }
  names.delete(""); // an empty value would name the path's leading slash
  const segments = pathname.split("/").map((s) => names.get(s) ?? names.get(decoded(s)) ?? s);
  return segments.filter((s, i) => !(s.startsWith("[...") && segments[i - 1] === s)).join("/");
}

// Shared helpers for the ERP sim tests: a signed-in client for one environment port, over real HTTP.
import { inflateSync } from "node:zlib";
import { ERP_USERS } from "@/sim/erp/fixtures";
import type { ErpSim } from "@/sim/erp/server";

export type ErpClient = {
  token: string;
  url(path: string): string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  json<T = unknown>(path: string): Promise<T>;
  send(method: string, path: string, body?: unknown): Promise<Response>;
};

export async function signIn(
  sim: ErpSim,
  port = 5000,
  user: { userName: string; password: string } = ERP_USERS.staff,
): Promise<ErpClient> {
  const base = `${sim.baseUrl}:${port}`;
  const res = await fetch(`${base}/Sessions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: user.userName, password: user.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const token = decodeURIComponent(((await res.json()) as { sessionToken: string }).sessionToken);
  const auth = { Authorization: `SessionToken ${token}` };
  const client: ErpClient = {
    token,
    url: (path) => `${base}${path}`,
    get: (path, headers = {}) => fetch(`${base}${path}`, { headers: { ...auth, ...headers } }),
    json: async <T>(path: string) => {
      const r = await client.get(path);
      if (!r.ok) throw new Error(`GET ${path}: ${r.status} ${await r.text()}`);
      return (await r.json()) as T;
    },
    send: (method, path, body) =>
      fetch(`${base}${path}`, {
        method,
        headers: { ...auth, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
  return client;
}

export type List<T> = { metadata: { startIndex: number; pageSize: number; totalItems: number | null }; results: T[] };

export const control = (sim: ErpSim, port: number, name: string, method = "POST", body?: unknown) =>
  fetch(`${sim.baseUrl}:${port}/__control/${name}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * The text drawn on a pdf-lib PDF: its content streams are deflated and standard-font text is written as
 * hex strings (`<48656C6C6F> Tj`), so inflate every stream and decode those strings.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    let body: string;
    try {
      body = inflateSync(bytes.subarray(start, end)).toString("latin1");
    } catch {
      body = raw.slice(start, end);
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) out.push(Buffer.from(t[1], "hex").toString("latin1"));
    re.lastIndex = end;
  }
  return out.join("\n");
}

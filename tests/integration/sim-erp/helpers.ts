// Shared helpers for the ERP sim tests: a signed-in client for one environment port, over real HTTP.
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
    json: async <T,>(path: string) => {
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

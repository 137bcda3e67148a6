// Starting and stopping the portal's production server (and other processes) for the benches.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { freePort } from "@/scripts/free-port";

/** SIGTERM, resolved once the process has exited (at once if it already has). */
export function stop(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve(null) : (child.once("exit", resolve), child.kill("SIGTERM")),
  );
}

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => spawn(cmd, args, { stdio: "inherit", env }).on("exit", (code) => resolve(code ?? 1)));
}

/** The production build the benches serve: made when `.next/BUILD_ID` is missing, or again with BENCH_BUILD=1. */
export async function ensureProductionBuild() {
  if (existsSync(".next/BUILD_ID") && process.env.BENCH_BUILD !== "1") return;
  const code = await run(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    ...process.env,
    NODE_ENV: "production",
  });
  if (code !== 0) throw new Error("next build failed");
}

export async function waitForServer(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error("next start did not answer in time");
}

export async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * `next start` of the build in `cwd` on a free loopback port over a PGlite folder (or the DATABASE_URL in `env`);
 * resolves once it answers.
 */
export async function startNextServer(opts: {
  nodeBin?: string;
  cwd?: string;
  pgliteDir?: string;
  port?: number;
  env?: Record<string, string>;
}) {
  const port = opts.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  // A bench that seeded its own embedded database serves that one, whatever DATABASE_URL this process has (CI sets it).
  const inherited = { ...process.env };
  if (opts.pgliteDir) delete inherited.DATABASE_URL;
  const server = spawn(
    opts.nodeBin ?? process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: opts.cwd ?? ".",
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...inherited,
        NODE_ENV: "production",
        ...(opts.pgliteDir ? { PGLITE_DIR: opts.pgliteDir } : {}),
        NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
        NEXTAUTH_URL: origin,
        LOG_LEVEL: "warn",
        ...opts.env,
      },
    },
  );
  try {
    await waitForServer(`${origin}/api/auth/login`, server);
  } catch (err) {
    await stop(server);
    throw err;
  }
  return { server, origin };
}

/** A bearer token from POST /api/auth/login. */
export async function bearerToken(origin: string, account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  return (await json<{ token: string }>(res)).token;
}

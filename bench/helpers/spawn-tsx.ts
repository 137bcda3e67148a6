// The benches' own helper processes (clients, bare servers), run under tsx so their event loops are their own.
import { spawn } from "node:child_process";

/** A script of ours in its own process, its stdout piped to the caller. */
export function spawnTsx(script: string, env: Record<string, string>) {
  return spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", script], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
}

/** Runs `script` with `env` and answers the JSON it printed, once it exits with 0. */
export function runJsonProcess<T>(script: string, env: Record<string, string>): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawnTsx(script, env);
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (t: string) => (out += t));
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

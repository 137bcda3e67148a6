// The command-line entry: prints its URL, serves, and stops cleanly on SIGTERM.
import { spawn } from "node:child_process";
import { expect, it } from "vitest";

it("starts on a free port, prints the URL, applies flags and exits 0 on SIGTERM", async () => {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "sim/stripe/cli.ts",
      "--port",
      "0",
      "--webhook-url",
      "http://127.0.0.1:9/hook",
      "--webhook-secret",
      "whsec_cli",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed: ${out}`)), 20_000);
      child.stdout.on("data", (c: Buffer) => {
        out += c.toString();
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
    });
    const status = (await (await fetch(`${url}/__control`)).json()) as {
      webhook: { url: string; secret_set: boolean };
    };
    expect(status.webhook).toEqual({ url: "http://127.0.0.1:9/hook", secret_set: true });
    const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
  }
}, 30_000);

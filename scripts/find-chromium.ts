import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own (installed where the network allows). */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (found) return found;
  try {
    execFileSync(process.execPath, ["node_modules/@playwright/test/cli.js", "install", "chromium"], {
      stdio: "inherit",
    });
  } catch {
    console.warn("No Chromium found and Playwright could not download one: set CHROMIUM_PATH.");
  }
  return undefined; // Playwright then uses the browser it installed.
}

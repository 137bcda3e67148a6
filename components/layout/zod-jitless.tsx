"use client";

// In the browser zod validates without compiling code: its probe for that (`new Function`) is refused by the
// content security policy (no 'unsafe-eval'), and Chromium reports even a caught refusal as a violation. zod keeps
// its settings on `globalThis.__zod_globalConfig` (made if missing, whichever of us runs first), so this needs no
// import of zod: pages that do not validate in the browser do not download it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

/** Rendered once by the root layout, so the setting above runs before any form validates. */
export function ZodJitless() {
  return null;
}

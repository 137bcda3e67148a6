"use client";

import { z } from "zod";

// In the browser zod validates without compiling code: its probe for that (`new Function`) is refused by the
// content security policy (no 'unsafe-eval'), and Chromium reports even a caught refusal as a violation.
z.config({ jitless: true });

/** Rendered once by the root layout, so the setting above runs before any form validates. */
export function ZodJitless() {
  return null;
}

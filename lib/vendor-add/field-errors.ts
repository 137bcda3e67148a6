import { VENDOR_MESSAGES as MSG } from "./messages";

export type FieldError = { field: string; message: string };

/** The ERP's `{ field, message }` list, or our own input check's `{ path, message }`, read alike. */
export function readFieldErrors(details: unknown): FieldError[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((d) => {
    if (!d || typeof d !== "object") return [];
    const { field, path, message } = d as { field?: unknown; path?: unknown; message?: unknown };
    if (typeof message !== "string") return [];
    return [{ field: typeof field === "string" ? field : typeof path === "string" ? path : "", message }];
  });
}

/** Ship-from form of the errors (spec 2 section 8): `Error: field: message, field: message`. */
export function shipFromErrorText(errors: readonly FieldError[]): string {
  return `Error: ${errors.map((e) => `${e.field}: ${e.message}`).join(", ")}`;
}

/** Pay-to form (spec 2 section 8): a line `Validation error(s):`, then one line per error. */
export function payToErrorLines(errors: readonly FieldError[]): string[] {
  return [MSG.validationTitle, ...errors.map((e) => `${e.field || "Unknown"}: ${e.message}`)];
}

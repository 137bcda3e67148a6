import { vendorFieldLabel, vendorFieldOf, type VendorFieldName } from "./field-labels";
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

const named = (e: FieldError) => `${vendorFieldLabel(e.field)}: ${e.message}`;

/** Ship-from form of the errors (spec 2 section 8): `Error: field: message, field: message`, fields by their labels. */
export function shipFromErrorText(errors: readonly FieldError[]): string {
  return `Error: ${errors.map(named).join(", ")}`;
}

/** Pay-to form (spec 2 section 8): a line `Validation error(s):`, then one line per error, fields by their labels. */
export function payToErrorLines(errors: readonly FieldError[]): string[] {
  return [MSG.validationTitle, ...errors.map(named)];
}

/** Each form field's first error, to show beside it. */
export function errorsByField(errors: readonly FieldError[]): Partial<Record<VendorFieldName, string>> {
  const byField: Partial<Record<VendorFieldName, string>> = {};
  for (const e of errors) {
    const field = vendorFieldOf(e.field);
    if (field) byField[field] ??= e.message;
  }
  return byField;
}

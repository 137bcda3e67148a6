"use client";

import type { FieldError } from "react-hook-form";
import { TextField } from "@/components/ui/field";
import type { CompanyForm } from "./use-company-form";

type Props = {
  form: CompanyForm;
  base: "surcharge" | "ship54Tracking";
  hasPassword: boolean;
  usernameError?: FieldError;
};

/** An ERP API user: the password is write-only (encrypted at rest, never shown again). */
export function ApiUserFields({ form, base, hasPassword, usernameError }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="API User"
        autoComplete="off"
        error={usernameError?.message}
        {...form.register(`${base}.apiUser.username`)}
      />
      <TextField
        label="API User Password"
        type="password"
        autoComplete="new-password"
        hint={hasPassword ? "A password is stored. Leave blank to keep it." : "Required for this method."}
        {...form.register(`${base}.apiUser.password`)}
      />
    </div>
  );
}

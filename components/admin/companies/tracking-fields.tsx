"use client";

import { useWatch } from "react-hook-form";
import { SelectField } from "@/components/ui/field";
import { ApiUserFields } from "./api-user-fields";
import type { CompanyForm } from "./use-company-form";

const METHODS = [
  { value: "disabled", label: "Disabled" },
  { value: "apiUser", label: "API user" },
];

/** The ERP credentials Ship54 tracking uses to post updates for this company. */
export function TrackingFields({ form, hasPassword }: { form: CompanyForm; hasPassword: boolean }) {
  const method = useWatch({ control: form.control, name: "ship54Tracking.authMethod" });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Ship54 Tracking</legend>
      <SelectField
        label="Tracking Auth Method"
        options={METHODS}
        className="sm:max-w-xs"
        {...form.register("ship54Tracking.authMethod")}
      />
      {method === "apiUser" ? (
        <ApiUserFields
          form={form}
          base="ship54Tracking"
          hasPassword={hasPassword}
          usernameError={form.formState.errors.ship54Tracking?.apiUser?.username}
        />
      ) : null}
    </fieldset>
  );
}

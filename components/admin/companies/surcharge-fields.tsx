"use client";

import { Controller, useWatch } from "react-hook-form";
import { SelectField, TextField } from "@/components/ui/field";
import { portOptionLabel } from "@/lib/erp/environments";
import { ApiUserFields } from "./api-user-fields";
import { LinkLimitFields } from "./link-limit-fields";
import type { CompanyForm } from "./use-company-form";

const METHODS = [
  { value: "loggedInUser", label: "Logged-in user" },
  { value: "apiUser", label: "API user" },
];

/**
 * How the public surcharge page reaches the ERP, what its apiUser links may do, and the surcharge product of each port
 * (CLARIFICATIONS 19, 21, 50).
 */
export function SurchargeFields({ form, hasPassword }: { form: CompanyForm; hasPassword: boolean }) {
  const { register, control, formState } = form;
  const method = useWatch({ control, name: "surcharge.authMethod" });
  const ports = useWatch({ control, name: "apiPorts" })
    .map(Number)
    .sort((a, b) => a - b);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Surcharge</legend>
      <SelectField
        label="Surcharge Auth Method"
        options={METHODS}
        className="sm:max-w-xs"
        {...register("surcharge.authMethod")}
      />
      {method === "apiUser" ? (
        <>
          <ApiUserFields
            form={form}
            base="surcharge"
            hasPassword={hasPassword}
            usernameError={formState.errors.surcharge?.apiUser?.username}
          />
          <LinkLimitFields form={form} />
        </>
      ) : null}
      <Controller
        control={control}
        name="surcharge.productsByPort"
        render={({ field }) => (
          <div className="grid gap-4 sm:grid-cols-2">
            {ports.map((port) => (
              <TextField
                key={port}
                label={`Surcharge product for ${portOptionLabel(port, null)} (${port})`}
                placeholder="ERP product id"
                value={field.value?.[String(port)] ?? ""}
                onChange={(e) => field.onChange({ ...field.value, [String(port)]: e.target.value })}
              />
            ))}
          </div>
        )}
      />
    </fieldset>
  );
}

"use client";

import { Controller } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { TextField } from "@/components/ui/field";
import { PORT_LABELS } from "@/lib/erp/environments";
import type { CompanyForm } from "./use-company-form";

type Props = { form: CompanyForm; extraPorts: number[]; productOptions: { value: string; label: string }[] };

/** The ERP address, its environment ports (5000 Production … 5003 CONV1) and the products the company owns. */
export function ErpFields({ form, extraPorts, productOptions }: Props) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const ports = [...new Set([...Object.keys(PORT_LABELS).map(Number), ...extraPorts])].sort((a, b) => a - b);
  const portOptions = ports.map((p) => ({ value: String(p), label: `${p} ${PORT_LABELS[p] ?? ""}`.trim() }));
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-semibold text-slate-800">ERP and products</legend>
      <TextField
        label="API Base URL"
        required
        placeholder="https://erp.example.com"
        hint="The ERP's address without a port; the portal adds the environment's port."
        error={errors.apiBaseUrl?.message}
        {...register("apiBaseUrl")}
      />
      <Controller
        control={control}
        name="apiPorts"
        render={({ field }) => (
          <CheckboxGroup
            legend="API Ports"
            options={portOptions}
            value={field.value.map(String)}
            onChange={field.onChange}
            error={errors.apiPorts?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="products"
        render={({ field }) => (
          <CheckboxGroup
            legend="Products"
            options={productOptions}
            value={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
    </fieldset>
  );
}

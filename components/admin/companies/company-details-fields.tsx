"use client";

import { TextField } from "@/components/ui/field";
import type { CompanyForm } from "./use-company-form";

/** Name, code, phone and the address lines. */
export function CompanyDetailsFields({ form }: { form: CompanyForm }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Company</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Name" required error={errors.name?.message} {...register("name")} />
        <TextField label="Company Code" required error={errors.companyCode?.message} {...register("companyCode")} />
        <TextField label="Phone" type="tel" error={errors.phone?.message} {...register("phone")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Address Line 1" error={errors.addressLine1?.message} {...register("addressLine1")} />
        <TextField label="Address Line 2" error={errors.addressLine2?.message} {...register("addressLine2")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="City" error={errors.city?.message} {...register("city")} />
        <TextField label="State" error={errors.state?.message} {...register("state")} />
        <TextField label="Postal Code" error={errors.postalCode?.message} {...register("postalCode")} />
      </div>
    </fieldset>
  );
}

"use client";

import { Controller } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { SelectField, TextField } from "@/components/ui/field";
import { MENU_PRODUCTS, MENU_ROLES } from "@/lib/menus/menu-options";
import type { MenuForm } from "./use-menu-form";

const PRODUCT_OPTIONS = [
  { value: "", label: "Select a product" },
  ...MENU_PRODUCTS.map((p) => ({ value: p, label: p })),
];
const ROLE_OPTIONS = MENU_ROLES.map((r) => ({ value: r, label: r }));

/** Name, path, product and roles (spec 3, Menus). */
export function MenuFields({ form }: { form: MenuForm }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Name" required error={errors.name?.message} {...register("name")} />
        <TextField label="Path" required placeholder="/contacts" error={errors.path?.message} {...register("path")} />
        <SelectField
          label="Product"
          required
          options={PRODUCT_OPTIONS}
          error={errors.product?.message}
          {...register("product")}
        />
      </div>
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <CheckboxGroup legend="Roles" options={ROLE_OPTIONS} value={field.value ?? []} onChange={field.onChange} />
        )}
      />
    </div>
  );
}

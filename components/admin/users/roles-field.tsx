"use client";

import { CheckboxGroup } from "@/components/ui/checkbox-group";
import type { MenuRole } from "@/lib/menus/menu-options";
import { roleChoices } from "@/lib/users/form-rules";

type Props = {
  offered: Record<string, MenuRole[]>;
  value: Record<string, MenuRole[]>;
  onChange(next: Record<string, MenuRole[]>): void;
};

/** One group of role checkboxes per product; a product's roles come from its menus (spec 3 section 6). */
export function RolesField({ offered, value, onChange }: Props) {
  const choices = roleChoices(offered, value);
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">Roles per product</legend>
      {choices.map(({ product, roles }) => (
        <CheckboxGroup
          key={product}
          legend={`Roles: ${product}`}
          options={roles.map((r) => ({ value: r, label: r }))}
          value={value[product] ?? []}
          onChange={(next) => onChange({ ...value, [product]: next })}
        />
      ))}
      {choices.length === 0 ? <p className="text-sm text-slate-500">No product has menus with roles yet.</p> : null}
    </fieldset>
  );
}

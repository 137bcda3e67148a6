"use client";

import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormDialog } from "@/components/ui/form-dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { userFormRules } from "@/lib/users/form-rules";
import { findInvalidProducts, invalidProductsMessage } from "@/lib/users/invalid-products";
import { USER_TYPES, type UserBody } from "@/lib/users/schemas";
import { USER_TYPE_LABELS } from "@/lib/users/user-type-labels";
import type { UserDto } from "@/lib/users/user-dto";
import { saveAdminRecord } from "../save-admin-record";
import { InviteButtons } from "./invite-buttons";
import { RolesField } from "./roles-field";
import type { UserAdminChoices } from "./user-admin-data";
import { useUserForm } from "./use-user-form";

type Props = { user: UserDto | null; choices: UserAdminChoices; onClose(): void; onSaved(user: UserDto): void };

/** Create (user null) or edit a user, and send them an invite. */
export function UserDialog({ user, choices, onClose, onSaved }: Props) {
  const form = useUserForm(user);
  const { register, control, handleSubmit, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  const userType = useWatch({ control, name: "userType" });
  const rules = userFormRules(userType);
  const [failure, setFailure] = useState<string | null>(null);

  const catalog = choices.products.map((p) => p._id);
  const held = user?.products ?? [];
  // A product the user holds but the catalog no longer has stays visible, so the check below can name it.
  const productOptions = [
    ...choices.products.map((p) => ({ value: p._id, label: `${p.name} (${p._id})` })),
    ...findInvalidProducts(held, catalog).map((id) => ({ value: id, label: `${id} (not in the product list)` })),
  ];
  const companyOptions = [
    { value: "", label: "Select a company" },
    ...choices.companies.map((c) => ({ value: c._id, label: `${c.name} (${c.companyCode})` })),
  ];

  async function save(values: UserBody) {
    setFailure(null);
    const invalid = findInvalidProducts(values.products, catalog);
    if (invalid.length) {
      setFailure(invalidProductsMessage(invalid));
      return;
    }
    try {
      // The password is in the body only when typed (the schema drops an empty one).
      onSaved(await saveAdminRecord<UserDto>("/api/admin/users", user?._id, values));
    } catch (err) {
      setFailure(`Save failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  return (
    <FormDialog
      formId="user-form"
      title={user ? "Edit User" : "Add User"}
      width="2xl"
      formClassName="flex max-h-[65vh] flex-col gap-4 overflow-y-auto pr-1"
      onClose={onClose}
      onSubmit={handleSubmit(save)}
      busy={isSubmitting}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField label="First Name" error={errors.firstName?.message} {...register("firstName")} />
        <TextField label="Last Name" error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="User Type"
          options={USER_TYPES.map((t) => ({ value: t, label: USER_TYPE_LABELS[t] }))}
          error={errors.userType?.message}
          {...register("userType", {
            onChange: (e) => userFormRules(e.target.value).companyDisabled && setValue("companyId", ""),
          })}
        />
        {rules.showErpUserName ? (
          <TextField
            label="ERP Username"
            autoComplete="off"
            error={errors.erpUserName?.message}
            {...register("erpUserName")}
          />
        ) : null}
        {rules.showPassword ? (
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={user?.hasPassword ? "Leave blank to keep the current password." : undefined}
            error={errors.password?.message}
            {...register("password")}
          />
        ) : null}
        <SelectField
          label="Company"
          options={companyOptions}
          disabled={rules.companyDisabled}
          hint={rules.companyDisabled ? "Administrators belong to no company." : undefined}
          error={errors.companyId?.message}
          {...register("companyId")}
        />
      </div>
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <RolesField offered={choices.rolesByProduct} value={field.value ?? {}} onChange={field.onChange} />
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
      <InviteButtons userId={user?._id} email={user?.email} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </FormDialog>
  );
}

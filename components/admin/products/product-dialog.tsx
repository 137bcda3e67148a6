"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { isMenuRole, MENU_ROLES } from "@/lib/menus/menu-options";
import type { ProductDto } from "@/lib/products/product-dto";
import { productFormSchema, type ProductBody, type ProductFormValues } from "@/lib/products/schemas";
import { saveAdminRecord } from "../save-admin-record";

export const SAVE_FAILED = "Failed to save product. Please try again.";

const ROLE_OPTIONS = MENU_ROLES.map((r) => ({ value: r, label: r }));

function toFormValues(product: ProductDto | null): ProductFormValues {
  return {
    _id: product?._id ?? "",
    name: product?.name ?? "",
    description: product?.description ?? "",
    longDescription: product?.longDescription ?? "",
    stripeProductId: product?.stripeProductId ?? "",
    features: product?.features.join("\n") ?? "",
    roles: (product?.roles ?? []).filter(isMenuRole),
  };
}

type Props = { product: ProductDto | null; onClose(): void; onSaved(product: ProductDto): void };

/** Create (product null) or edit a product. The ID is locked in edit; Save waits for a valid form. */
export function ProductDialog({ product, onClose, onSaved }: Props) {
  const editing = product !== null;
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<ProductFormValues, unknown, ProductBody>({
    resolver: zodResolver(productFormSchema),
    mode: "all",
    defaultValues: toFormValues(product),
  });
  const { errors, isValid, isSubmitting } = formState;

  async function save(values: ProductBody) {
    setFailure(null);
    try {
      onSaved(await saveAdminRecord<ProductDto>("/api/products", product?._id, values));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <FormDialog
      formId="product-form"
      title={editing ? "Edit Product" : "Add Product"}
      width="lg"
      formClassName="flex max-h-[65vh] flex-col gap-4 overflow-y-auto pr-1"
      onClose={onClose}
      onSubmit={handleSubmit(save)}
      busy={isSubmitting}
      saveDisabled={!isValid}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Product ID"
          required={!editing}
          readOnly={editing}
          aria-readonly={editing || undefined}
          className={editing ? "[&_input]:bg-slate-100 [&_input]:text-slate-500" : undefined}
          hint={editing ? "The ID cannot change once the product exists." : "For example ship54"}
          error={errors._id?.message}
          {...register("_id")}
        />
        <TextField label="Name" required error={errors.name?.message} {...register("name")} />
      </div>
      <TextField label="Description" error={errors.description?.message} {...register("description")} />
      <TextAreaField
        label="Long Description"
        rows={3}
        error={errors.longDescription?.message}
        {...register("longDescription")}
      />
      <TextAreaField
        label="Features"
        hint="One feature per line."
        rows={4}
        error={errors.features?.message}
        {...register("features")}
      />
      <TextField
        label="Stripe Product ID"
        placeholder="prod_…"
        error={errors.stripeProductId?.message}
        {...register("stripeProductId")}
      />
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <CheckboxGroup
            legend="Roles"
            hint="Leave empty for no restriction."
            options={ROLE_OPTIONS}
            value={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      {failure ? (
        <Alert tone="error" title={SAVE_FAILED}>
          {failure}
        </Alert>
      ) : null}
    </FormDialog>
  );
}

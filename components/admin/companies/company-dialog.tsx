"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { FormDialog } from "@/components/ui/form-dialog";
import type { CompanyDto } from "@/lib/companies/company-dto";
import type { CompanyBody } from "@/lib/companies/schemas";
import { saveAdminRecord } from "../save-admin-record";
import { CompanyDetailsFields } from "./company-details-fields";
import { ErpFields } from "./erp-fields";
import { SurchargeFields } from "./surcharge-fields";
import { TrackingFields } from "./tracking-fields";
import { useCompanyForm } from "./use-company-form";

type Props = {
  company: CompanyDto | null;
  productOptions: { value: string; label: string }[];
  onClose(): void;
  onSaved(c: CompanyDto): void;
};

/** Create (company null) or edit a company with every field of spec 3 section 3. */
export function CompanyDialog({ company, productOptions, onClose, onSaved }: Props) {
  const form = useCompanyForm(company);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(values: CompanyBody) {
    setFailure(null);
    try {
      onSaved(await saveAdminRecord<CompanyDto>("/api/admin/companies", company?._id, values));
    } catch (err) {
      setFailure(`Save failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  return (
    <FormDialog
      formId="company-form"
      title={company ? "Edit Company" : "Add Company"}
      width="3xl"
      formClassName="flex max-h-[68vh] flex-col gap-6 overflow-y-auto pr-1"
      onClose={onClose}
      onSubmit={form.handleSubmit(save)}
      busy={form.formState.isSubmitting}
    >
      <CompanyDetailsFields form={form} />
      <ErpFields form={form} extraPorts={company?.apiPorts ?? []} productOptions={productOptions} />
      <SurchargeFields form={form} hasPassword={company?.surcharge.apiUser?.hasPassword ?? false} />
      <TrackingFields form={form} hasPassword={company?.ship54Tracking.apiUser?.hasPassword ?? false} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </FormDialog>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { CompanyDto } from "@/lib/companies/company-dto";
import { companyBodySchema, type CompanyBody, type CompanyFormValues } from "@/lib/companies/schemas";
import { LINK_LIMITS } from "@/lib/companies/surcharge-link-limits";

/** Passwords always start empty: the server never sends them, and an empty one keeps what is stored. */
function toFormValues(c: CompanyDto | null): CompanyFormValues {
  return {
    name: c?.name ?? "",
    companyCode: c?.companyCode ?? "",
    apiBaseUrl: c?.apiBaseUrl ?? "",
    addressLine1: c?.addressLine1 ?? "",
    addressLine2: c?.addressLine2 ?? "",
    city: c?.city ?? "",
    state: c?.state ?? "",
    postalCode: c?.postalCode ?? "",
    phone: c?.phone ?? "",
    apiPorts: (c?.apiPorts ?? [5000]).map(String),
    products: c?.products ?? [],
    surcharge: {
      authMethod: c?.surcharge.authMethod ?? "loggedInUser",
      apiUser: { username: c?.surcharge.apiUser?.username ?? "", password: "" },
      productsByPort: c?.surcharge.productsByPort ?? {},
      // The form edits the list one code a line, and the cap as the number input's text.
      eligibleTermsCodes: (c?.surcharge.eligibleTermsCodes ?? []).join("\n"),
      hourlyCap: String(c?.surcharge.hourlyCap ?? LINK_LIMITS.defaultHourlyCap),
    },
    ship54Tracking: {
      authMethod: c?.ship54Tracking.authMethod ?? "disabled",
      apiUser: { username: c?.ship54Tracking.apiUser?.username ?? "", password: "" },
    },
  };
}

export function useCompanyForm(company: CompanyDto | null) {
  return useForm<CompanyFormValues, unknown, CompanyBody>({
    resolver: zodResolver(companyBodySchema),
    defaultValues: toFormValues(company),
  });
}

export type CompanyForm = ReturnType<typeof useCompanyForm>;

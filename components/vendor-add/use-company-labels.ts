"use client";

import { useEffect, useState } from "react";
import { erpProxy } from "@/lib/api-client/api-fetch";
import { erpPath } from "@/lib/erp/resources/erp-path";
import type { Territory } from "@/lib/erp/schemas/territory";
import { TERRITORY_COMPANIES, companyLabel, type CompanyCode } from "@/lib/erp/territory-companies";

/**
 * How each company choice reads: its code (spec 2 section 3), with the name its ERP territory gives beside it where
 * there is one. A territory that cannot be read leaves its company as the code alone.
 */
export function useCompanyLabels(): (code: CompanyCode) => string {
  const [names, setNames] = useState<Partial<Record<CompanyCode, string>>>({});

  useEffect(() => {
    const abort = new AbortController();
    void Promise.allSettled(
      TERRITORY_COMPANIES.map((c) =>
        erpProxy<Territory>({ method: "GET", url: erpPath("Territories", c.territoryId) }, abort.signal),
      ),
    ).then((answers) => {
      if (abort.signal.aborted) return;
      const found: Partial<Record<CompanyCode, string>> = {};
      answers.forEach((a, i) => {
        const name = a.status === "fulfilled" ? a.value.description?.trim() : "";
        if (name) found[TERRITORY_COMPANIES[i].code] = name;
      });
      setNames(found);
    });
    return () => abort.abort();
  }, []);

  return (code) => companyLabel(code, names[code]);
}

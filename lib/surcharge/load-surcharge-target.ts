import type { Db } from "@/db/client";
import type { Company } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { findCompanyByCode } from "@/lib/companies/find-company-by-code";
import type { SurchargeQuery } from "./schemas";

export type SurchargeTarget = {
  company: Pick<Company, "id" | "companyCode" | "apiBaseUrl" | "apiPorts" | "surcharge">;
  port: number;
  /** The ERP product id of the surcharge line on this port (CLARIFICATIONS 19). */
  productId: string;
  authMethod: "loggedInUser" | "apiUser";
};

const columns = { id: true, companyCode: true, apiBaseUrl: true, apiPorts: true, surcharge: true } as const;

/**
 * The company, port and surcharge product of a link, or the error CLARIFICATIONS 21 names. Without a port the
 * company's first ERP port is meant (a signed-in user's own port is checked later, against the session).
 */
export async function loadSurchargeTarget(db: Db, query: SurchargeQuery): Promise<SurchargeTarget> {
  const company = await findCompanyByCode(db, query.companyCode, columns);
  if (!company) throw new ApiError({ code: "not_found", message: `Unknown company ${query.companyCode}` });
  const port = query.port ?? company.apiPorts[0];
  if (port === undefined) {
    // No port in the link and none to default to: the company's set-up, not the link, is what needs fixing.
    throw new ApiError({
      code: "unprocessable",
      message: `${company.companyCode} has no ERP port to apply the surcharge on. Ask an administrator.`,
    });
  }
  if (!company.apiPorts.includes(port)) {
    throw new ApiError({
      code: "bad_request",
      message: `Port ${port} is not one of ${company.companyCode}'s ERP ports`,
    });
  }
  const productId = company.surcharge?.productsByPort?.[String(port)];
  if (!productId) throw new ApiError({ code: "bad_request", message: `No surcharge product for port ${port}` });
  if (!/^\d{1,10}$/.test(productId)) {
    throw new ApiError({
      code: "unprocessable",
      message: `The surcharge product for port ${port} (${productId}) is not an ERP product id. Ask an administrator.`,
    });
  }
  return { company, port, productId, authMethod: company.surcharge?.authMethod ?? "loggedInUser" };
}

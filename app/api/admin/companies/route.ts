// GET /api/admin/companies – every company (credentials never in clear); POST – create a company (admin)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { listCompanies } from "@/lib/companies/list-companies";
import { createCompany } from "@/lib/companies/save-company";
import { companyBodySchema } from "@/lib/companies/schemas";

export const GET = authedRoute(async ({ db }) => NextResponse.json(await listCompanies(db)), { admin: true });

export const POST = authedRoute(
  async ({ req, db, audit }) => {
    const created = await createCompany(db, companyBodySchema.parse(await readJson(req)));
    audit({
      action: "company.create",
      message: `Company ${created.name} (${created.companyCode}) created`,
      company: { id: created._id, companyCode: created.companyCode },
    });
    return NextResponse.json(created, { status: 201 });
  },
  { admin: true, audit: writeAdminLog },
);

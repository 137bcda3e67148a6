// GET /api/admin/companies – every company (credentials never in clear); POST – create a company (admin)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/route";
import { listCompanies } from "@/lib/companies/list-companies";
import { createCompany } from "@/lib/companies/save-company";
import { companyBodySchema } from "@/lib/companies/schemas";
import { writeAdminLog } from "@/lib/logs/write-admin-log";

export const GET = authedRoute(async ({ db }) => NextResponse.json(await listCompanies(db)), { admin: true });

export const POST = authedRoute(
  async ({ req, db, auth }) => {
    const body = companyBodySchema.parse(await readJson(req));
    const company = await db.transaction(async (tx) => {
      const created = await createCompany(tx, body);
      await writeAdminLog(tx, { auth, req, action: "company.create", message: `Company ${created.name} (${created.companyCode}) created`, company: { id: created._id, companyCode: created.companyCode } });
      return created;
    });
    return NextResponse.json(company, { status: 201 });
  },
  { admin: true },
);

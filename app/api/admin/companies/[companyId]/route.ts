// PUT /api/admin/companies/{id} – change a company (no password: keep the stored one); DELETE – delete it if no user belongs to it (admin)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/route";
import { deleteCompany } from "@/lib/companies/delete-company";
import { updateCompany } from "@/lib/companies/save-company";
import { companyBodySchema } from "@/lib/companies/schemas";
import { writeAdminLog } from "@/lib/logs/write-admin-log";

// [companyId], as the shipping work's webhook routes below it name the segment.
type Params = { companyId: string };

export const PUT = authedRoute<Params>(
  async ({ req, params, db, auth }) => {
    const body = companyBodySchema.parse(await readJson(req));
    const company = await db.transaction(async (tx) => {
      const updated = await updateCompany(tx, { id: params.companyId, body });
      const passwordsChanged = [body.surcharge.apiUser?.password && "surcharge", body.ship54Tracking.apiUser?.password && "tracking"].filter(Boolean);
      await writeAdminLog(tx, {
        auth,
        req,
        action: "company.update",
        message: `Company ${updated.name} (${updated.companyCode}) updated`,
        target: { passwordsChanged },
        company: { id: updated._id, companyCode: updated.companyCode },
      });
      return updated;
    });
    return NextResponse.json(company);
  },
  { admin: true },
);

export const DELETE = authedRoute<Params>(
  async ({ req, params, db, auth }) => {
    const company = await db.transaction(async (tx) => {
      const deleted = await deleteCompany(tx, { id: params.companyId });
      await writeAdminLog(tx, { auth, req, action: "company.delete", message: `Company ${deleted.name} (${deleted.companyCode}) deleted`, company: { id: deleted.id, companyCode: deleted.companyCode } });
      return deleted;
    });
    return NextResponse.json({ deleted: company.id });
  },
  { admin: true },
);

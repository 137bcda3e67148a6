// PUT /api/admin/companies/{id} – change a company (no password: keep the stored one); DELETE – delete it if no user belongs to it (admin)
import { NextResponse } from "next/server";
import { authedRoute, readJson } from "@/lib/api/handler";
import { writeAdminLog } from "@/lib/logs/write-admin-log";
import { deleteCompany } from "@/lib/companies/delete-company";
import { updateCompany } from "@/lib/companies/save-company";
import { companyBodySchema } from "@/lib/companies/schemas";

// [companyId], as the shipping work's webhook routes below it name the segment.
type Params = { companyId: string };

export const PUT = authedRoute<Params>(
  async ({ req, params, db, audit }) => {
    const body = companyBodySchema.parse(await readJson(req));
    const updated = await updateCompany(db, { id: params.companyId, body });
    const passwordsChanged = [
      body.surcharge.apiUser?.password && "surcharge",
      body.ship54Tracking.apiUser?.password && "tracking",
    ].filter(Boolean);
    audit({
      action: "company.update",
      message: `Company ${updated.name} (${updated.companyCode}) updated`,
      target: { passwordsChanged },
      company: { id: updated._id, companyCode: updated.companyCode },
    });
    return NextResponse.json(updated);
  },
  { admin: true, audit: writeAdminLog },
);

export const DELETE = authedRoute<Params>(
  async ({ params, db, audit }) => {
    const deleted = await deleteCompany(db, { id: params.companyId });
    audit({
      action: "company.delete",
      message: `Company ${deleted.name} (${deleted.companyCode}) deleted`,
      company: { id: deleted.id, companyCode: deleted.companyCode },
    });
    return NextResponse.json({ deleted: deleted.id });
  },
  { admin: true, audit: writeAdminLog },
);

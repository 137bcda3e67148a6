import Link from "next/link";
import { Ship54Settings } from "@/components/shipping/settings/ship54-settings";
import { Alert } from "@/components/ui/alert";
import { getDb } from "@/db/client";
import { companyScope } from "@/lib/api/company-scope";
import { pageRead } from "@/lib/api/page-read";
import { requireUser } from "@/lib/auth/current-user";
import { listCompanies } from "@/lib/companies/list-companies";
import { loadSettingsView } from "@/lib/shipping/settings/load-settings";
import { isShip54Admin, resolveSettingsCompany } from "@/lib/shipping/settings/settings-company";
import { NoProductPanel } from "@/components/products/no-product-panel";
import { hasProduct } from "@/lib/products/require-product";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 64) : null);

export default async function Ship54SettingsPage({ searchParams }: Props) {
  const claims = await requireUser();
  const db = await getDb();
  if (!(await hasProduct(db, claims, "ship54"))) return <NoProductPanel product="ship54" />;
  const query = await searchParams;
  const companyQuery = claims.userType === "admin" ? text(query.companyId) : null;
  // The settings view, or why there is none (an admin who has not picked a company yet, a user without one).
  const { value: view, problem } = await pageRead("/ship54-settings", async () => {
    const company = await resolveSettingsCompany(db, companyScope(db, claims), companyQuery);
    return loadSettingsView(db, { company, userId: claims.userId });
  });
  if (view) {
    const oauth = { success: text(query.success), error: text(query.error) };
    return (
      <Ship54Settings initial={view} canManage={isShip54Admin(claims)} companyQuery={companyQuery} oauth={oauth} />
    );
  }
  if (claims.userType !== "admin") return <Alert tone="error">{problem}</Alert>;
  // An administrator has no company of their own: pick the one whose settings to open.
  const companies = await listCompanies(db);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">Ship54 Settings</h1>
      <Alert tone="info">Choose a company to open its Ship54 settings.</Alert>
      <ul className="flex flex-col gap-1">
        {companies.map((c) => (
          <li key={c._id}>
            <Link className="text-brand-700 underline" href={`/ship54-settings?companyId=${c._id}`}>
              {c.name} ({c.companyCode})
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

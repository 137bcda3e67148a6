import { AdminOnlyPanel } from "@/components/admin/admin-only-panel";
import { CompanyAdmin } from "@/components/admin/companies/company-admin";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { listCompanies } from "@/lib/companies/list-companies";
import { MENU_PRODUCTS } from "@/lib/menus/menu-options";
import { listProducts } from "@/lib/products/list-products";

export default async function CompanyAdminPage() {
  // Checked here too: the layout does not run again on client-side navigation.
  if ((await requireUser()).userType !== "admin") return <AdminOnlyPanel />;
  const db = await getDb();
  const [companies, products] = await Promise.all([listCompanies(db), listProducts(db)]);
  // A company owns the menu products (e54, eclipse) and catalog products.
  const productOptions = [
    ...MENU_PRODUCTS.map((p) => ({ value: p, label: `${p} (menus)` })),
    ...products.map((p) => ({ value: p._id, label: `${p.name} (${p._id})` })),
  ];
  return <CompanyAdmin initialCompanies={companies} productOptions={productOptions} />;
}

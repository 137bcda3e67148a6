import { AdminOnlyPanel } from "@/components/admin/admin-only-panel";
import { UserAdmin } from "@/components/admin/users/user-admin";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { listCompanies } from "@/lib/companies/list-companies";
import { listMenus } from "@/lib/menus/list-menus";
import { rolesByProduct } from "@/lib/menus/roles-by-product";
import { listProducts } from "@/lib/products/list-products";
import { listUsers } from "@/lib/users/list-users";

export default async function UserAdminPage() {
  // Checked here too: the layout does not run again on client-side navigation.
  if ((await requireUser()).userType !== "admin") return <AdminOnlyPanel />;
  const db = await getDb();
  const [users, companies, products, menus] = await Promise.all([
    listUsers(db),
    listCompanies(db),
    listProducts(db),
    listMenus(db),
  ]);
  const choices = {
    companies: companies.map(({ _id, name, companyCode }) => ({ _id, name, companyCode })),
    products: products.map(({ _id, name }) => ({ _id, name })),
    rolesByProduct: rolesByProduct(menus, products),
  };
  return <UserAdmin initialUsers={users} choices={choices} />;
}

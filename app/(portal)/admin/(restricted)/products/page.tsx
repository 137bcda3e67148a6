import { AdminOnlyPanel } from "@/components/admin/admin-only-panel";
import { ProductManagement } from "@/components/admin/products/product-management";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { listProducts } from "@/lib/products/list-products";

export default async function ProductManagementPage() {
  // Checked here too: the layout does not run again on client-side navigation.
  if ((await requireUser()).userType !== "admin") return <AdminOnlyPanel />;
  return <ProductManagement initialProducts={await listProducts(await getDb())} />;
}

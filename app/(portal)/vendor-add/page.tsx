import { VendorAdd } from "@/components/vendor-add/vendor-add";
import { requireUser } from "@/lib/auth/current-user";

export default async function AddVendorsPage() {
  await requireUser();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Add Vendors</h1>
      <VendorAdd />
    </div>
  );
}

import { PriceLineAccess } from "@/components/price-line/price-line-access";
import { requireUser } from "@/lib/auth/current-user";

export default async function PriceLineAccessPage() {
  await requireUser();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Price Line Access</h1>
      <PriceLineAccess />
    </div>
  );
}

import { InvoiceLookup } from "@/components/invoice-lookup/invoice-lookup";
import { requireUser } from "@/lib/auth/current-user";

export default async function InvoiceLookUpPage() {
  await requireUser();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Invoice Look Up</h1>
      <InvoiceLookup />
    </div>
  );
}

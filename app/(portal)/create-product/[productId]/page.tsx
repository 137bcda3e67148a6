import { notFound } from "next/navigation";
import { ProductRecord } from "@/components/create-product/product-record";
import { BackLink } from "@/components/ui/back-link";
import { requireUser } from "@/lib/auth/current-user";
import { erpId } from "@/lib/erp/schemas/common";

export default async function ProductRecordPage({ params }: { params: Promise<{ productId: string }> }) {
  await requireUser();
  const { productId } = await params;
  const id = erpId.safeParse(productId);
  if (!id.success) notFound();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <BackLink href="/create-product" to="Create New Product" />
        <h1 className="text-2xl font-semibold">Product {id.data}</h1>
      </div>
      <ProductRecord productId={id.data} />
    </div>
  );
}

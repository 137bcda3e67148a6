import Link from "next/link";
import { notFound } from "next/navigation";
import { ProductRecord } from "@/components/create-product/product-record";
import { requireUser } from "@/lib/auth/current-user";
import { erpId } from "@/lib/erp/schemas/common";

export default async function ProductRecordPage({ params }: { params: Promise<{ productId: string }> }) {
  await requireUser();
  const { productId } = await params;
  const id = erpId.safeParse(productId);
  if (!id.success) notFound();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Product {id.data}</h1>
        <Link href="/create-product" className="text-sm font-medium text-brand-600 hover:underline">
          Create New Product
        </Link>
      </div>
      <ProductRecord productId={id.data} />
    </div>
  );
}

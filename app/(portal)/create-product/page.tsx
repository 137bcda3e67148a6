import { CreateProductForm } from "@/components/create-product/create-product-form";
import { requireUser } from "@/lib/auth/current-user";

export default async function CreateProductPage() {
  await requireUser();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Create New Product</h1>
      <CreateProductForm />
    </div>
  );
}

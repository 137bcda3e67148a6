import Link from "next/link";
import { noProductMessage, productName } from "@/lib/products/product-access-rule";

/** What a user without a product sees on its screens (issue 37 item 11); its API routes refuse them too (403). */
export function NoProductPanel({ product }: { product: string }) {
  const name = productName(product);
  return (
    <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-8">
      <h1 className="text-xl font-semibold text-amber-900">{name} is not on your account</h1>
      <p className="mt-2 text-sm text-amber-900">{noProductMessage(name)}</p>
      <Link href="/home" className="mt-4 inline-block text-sm font-medium text-brand-600 hover:underline">
        Back to Home
      </Link>
    </div>
  );
}

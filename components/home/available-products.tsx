import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { ProductDto } from "@/lib/products/product-dto";

function signupHref(p: ProductDto) {
  const query = p.stripeProductId ? `?stripeProductId=${encodeURIComponent(p.stripeProductId)}` : "";
  return `/product-signup/${encodeURIComponent(p._id)}${query}`;
}

export function AvailableProducts({ products }: { products: ProductDto[] }) {
  return (
    <Card title="Available Products">
      {products.length === 0 ? (
        <p className="text-sm text-slate-500">You already have every product.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {products.map((p) => (
            <li key={p._id} className="rounded-md border border-slate-200 p-4">
              <p className="font-medium">{p.name}</p>
              {p.longDescription ? <p className="mt-1 text-sm text-slate-600">{p.longDescription}</p> : null}
              {p.features.length ? (
                <ul className="mt-2 list-inside list-disc text-sm text-slate-700">
                  {p.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              ) : null}
              <Link
                href={signupHref(p)}
                className="mt-3 inline-flex h-8 items-center rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
              >
                Sign Up
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

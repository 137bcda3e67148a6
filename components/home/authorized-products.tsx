import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { MenuItem } from "@/lib/menus/menu-dto";
import type { ProductDto } from "@/lib/products/product-dto";

type Props = { products: ProductDto[]; screens: Record<string, MenuItem> };

/** The user's products; a product's name leads to the screen it is used on (productScreens), when there is one. */
export function AuthorizedProducts({ products, screens }: Props) {
  return (
    <Card title="Authorized Products">
      {products.length === 0 ? (
        <p className="text-sm text-slate-500">You have no products yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {products.map((p) => (
            <li key={p._id} className="rounded-md border border-slate-200 p-3">
              <p className="font-medium">
                {screens[p._id] ? (
                  <Link
                    href={screens[p._id].path}
                    title={screens[p._id].name}
                    className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                  >
                    {p.name}
                    <ArrowRight className="h-4 w-4" aria-hidden />
                  </Link>
                ) : (
                  p.name
                )}
              </p>
              {p.description ? <p className="text-sm text-slate-600">{p.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import { Card } from "@/components/ui/card";
import type { ProductDto } from "@/lib/products/product-dto";

export function AuthorizedProducts({ products }: { products: ProductDto[] }) {
  return (
    <Card title="Authorized Products">
      {products.length === 0 ? (
        <p className="text-sm text-slate-500">You have no products yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {products.map((p) => (
            <li key={p._id} className="rounded-md border border-slate-200 p-3">
              <p className="font-medium">{p.name}</p>
              {p.description ? <p className="text-sm text-slate-600">{p.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

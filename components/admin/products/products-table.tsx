import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import type { ProductDto } from "@/lib/products/list-products";

type Props = { products: ProductDto[]; onEdit(p: ProductDto): void; onDelete(p: ProductDto): void };

export function ProductsTable({ products, onEdit, onDelete }: Props) {
  return (
    <Table aria-label="Products">
      <thead>
        <tr>
          <Th>ID</Th>
          <Th>Name</Th>
          <Th>Description</Th>
          <Th>Features</Th>
          <Th>Stripe Product ID</Th>
          <Th className="text-right">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {products.length === 0 ? <EmptyRow colSpan={6}>No products yet. Add one with Add Product.</EmptyRow> : null}
        {products.map((p) => (
          <Tr key={p._id}>
            <Td className="font-mono text-xs">{p._id}</Td>
            <Td className="font-medium">{p.name}</Td>
            <Td className="max-w-xs text-slate-600">{p.description}</Td>
            <Td>
              <div className="flex max-w-xs flex-wrap gap-1">
                {p.features.map((f) => (
                  <Chip key={f}>{f}</Chip>
                ))}
              </div>
            </Td>
            <Td className="font-mono text-xs">{p.stripeProductId ?? "—"}</Td>
            <Td className="whitespace-nowrap text-right">
              <Button variant="ghost" size="icon" aria-label={`Edit ${p.name}`} title="Edit" onClick={() => onEdit(p)}>
                <Pencil className="h-4 w-4" aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Delete ${p.name}`} title="Delete" onClick={() => onDelete(p)}>
                <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
              </Button>
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

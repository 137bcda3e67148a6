import { Chip } from "@/components/ui/chip";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import { RowActions } from "@/components/ui/row-actions";
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
            <RowActions label={`${p.name}`} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

import { Chip } from "@/components/ui/chip";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import { RowActions } from "@/components/ui/row-actions";
import type { MenuDto } from "@/lib/menus/list-menus";

type Props = { menus: MenuDto[]; onEdit(m: MenuDto): void; onDelete(m: MenuDto): void };

export function MenusTable({ menus, onEdit, onDelete }: Props) {
  return (
    <Table aria-label="Existing Menus">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Path</Th>
          <Th>Product</Th>
          <Th>Roles</Th>
          <Th className="text-right">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {menus.length === 0 ? <EmptyRow colSpan={5}>No menus yet. Add one above.</EmptyRow> : null}
        {menus.map((m) => (
          <Tr key={m._id}>
            <Td className="font-medium">{m.name}</Td>
            <Td className="font-mono text-xs">{m.path}</Td>
            <Td>{m.product}</Td>
            <Td>
              <div className="flex flex-wrap gap-1">
                {m.roles.map((r) => (
                  <Chip key={r} tone="brand">
                    {r}
                  </Chip>
                ))}
              </div>
            </Td>
            <RowActions label={`${m.name} (${m.product})`} onEdit={() => onEdit(m)} onDelete={() => onDelete(m)} />
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

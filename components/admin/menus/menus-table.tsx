import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
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
            <Td className="whitespace-nowrap text-right">
              <Button variant="ghost" size="icon" aria-label={`Edit ${m.name} (${m.product})`} title="Edit" onClick={() => onEdit(m)}>
                <Pencil className="h-4 w-4" aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Delete ${m.name} (${m.product})`} title="Delete" onClick={() => onDelete(m)}>
                <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
              </Button>
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

import { Chip } from "@/components/ui/chip";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import { RowActions } from "@/components/ui/row-actions";
import type { UserDto } from "@/lib/users/user-dto";

type Props = { users: UserDto[]; companyNames: Map<string, string>; onEdit(u: UserDto): void; onDelete(u: UserDto): void; emptyText: string };

export function UsersTable({ users, companyNames, onEdit, onDelete, emptyText }: Props) {
  return (
    <Table aria-label="Users">
      <thead>
        <tr>
          <Th>Email</Th>
          <Th>Name</Th>
          <Th>User Type</Th>
          <Th>Company</Th>
          <Th>ERP Username</Th>
          <Th>Products</Th>
          <Th className="text-right">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {users.length === 0 ? <EmptyRow colSpan={7}>{emptyText}</EmptyRow> : null}
        {users.map((u) => (
          <Tr key={u._id}>
            <Td className="font-medium">{u.email}</Td>
            <Td>{[u.firstName, u.lastName].filter(Boolean).join(" ") || "—"}</Td>
            <Td>
              <Chip tone={u.userType === "admin" ? "warning" : "neutral"}>{u.userType}</Chip>
            </Td>
            <Td>{u.companyId ? (companyNames.get(u.companyId) ?? "—") : "—"}</Td>
            <Td className="font-mono text-xs">{u.erpUserName ?? "—"}</Td>
            <Td>
              <div className="flex flex-wrap gap-1">
                {u.products.map((p) => (
                  <Chip key={p} tone="brand">
                    {p}
                  </Chip>
                ))}
              </div>
            </Td>
            <RowActions label={`${u.email}`} onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} />
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

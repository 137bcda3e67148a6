"use client";

import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { useAdminList } from "@/components/admin/use-admin-list";
import { useConfirmedDelete } from "@/components/admin/use-confirmed-delete";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";
import { dialogOnDemand } from "@/components/ui/dialog-on-demand";
import { preloadOn } from "@/components/ui/preload-on";
import { TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import type { UserDto } from "@/lib/users/user-dto";
import type { UserAdminChoices } from "./user-admin-data";
import { userColumns } from "./users-columns";

const UserDialog = dialogOnDemand(() => import("./user-dialog").then((m) => m.UserDialog));

type Props = { initialUsers: UserDto[]; choices: UserAdminChoices };
type Editing = { user: UserDto | null } | null;

export function UserAdmin({ initialUsers, choices }: Props) {
  const { items: users, error, refresh } = useAdminList("/api/admin/users", initialUsers);
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useConfirmedDelete<UserDto>({
    url: (user) => `/api/admin/users/${encodeURIComponent(user._id)}`,
    deleted: (user) => `User ${user.email} deleted`,
    failed: (message) => `Delete failed: ${message}`,
    onDeleted: refresh,
  });
  const [query, setQuery] = useState("");

  const companyNames = useMemo(() => new Map(choices.companies.map((c) => [c._id, c.name])), [choices.companies]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return users;
    return users.filter((u) => [u.email, u.firstName, u.lastName, u.erpUserName ?? ""].some((s) => s.toLowerCase().includes(q)));
  }, [users, query]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="User Admin"
        actions={
          <Button onClick={() => setEditing({ user: null })} {...preloadOn(UserDialog.preload)}>
            <Plus className="h-4 w-4" aria-hidden /> Add User
          </Button>
        }
      />
      <TextField label="Search users" placeholder="Email, name or ERP username" value={query} onChange={(e) => setQuery(e.target.value)} className="max-w-sm" />
      {remove.failure ? <Alert tone="error">{remove.failure}</Alert> : null}
      {error ? <Alert tone="error">Could not refresh the users: {error.message}</Alert> : null}
      <DataTable
        label="Users"
        columns={userColumns({ companyNames, onEdit: (user) => setEditing({ user }), onDelete: remove.ask, preloadEdit: UserDialog.preload })}
        data={shown}
        getRowId={(u) => u._id}
        empty={users.length ? "No user matches the search." : "No users yet. Add one with Add User."}
      />
      {editing ? (
        <UserDialog
          user={editing.user}
          choices={choices}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            toast.success(`User ${saved.email} saved`);
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        {...remove.dialog}
        title="Delete user?"
        description={remove.target ? `${remove.target.email} will no longer be able to sign in. This cannot be undone.` : ""}
      />
    </div>
  );
}

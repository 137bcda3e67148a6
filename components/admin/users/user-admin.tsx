"use client";

import { useCallback, useMemo, useState } from "react";
import { AdminListScreen } from "@/components/admin/admin-list-screen";
import { dialogOnDemand } from "@/components/ui/dialog-on-demand";
import { TextField } from "@/components/ui/field";
import type { UserDto } from "@/lib/users/user-dto";
import type { UserAdminChoices } from "./user-admin-data";
import { userColumns } from "./users-columns";

const UserDialog = dialogOnDemand(() => import("./user-dialog").then((m) => m.UserDialog));

type Props = { initialUsers: UserDto[]; choices: UserAdminChoices };

export function UserAdmin({ initialUsers, choices }: Props) {
  const [query, setQuery] = useState("");
  const companyNames = useMemo(() => new Map(choices.companies.map((c) => [c._id, c.name])), [choices.companies]);
  const matching = useCallback(
    (users: UserDto[]) => {
      const q = query.trim().toLowerCase();
      if (!q) return users;
      return users.filter((u) =>
        [u.email, u.firstName, u.lastName, u.erpUserName ?? ""].some((s) => s.toLowerCase().includes(q)),
      );
    },
    [query],
  );

  return (
    <AdminListScreen<UserDto>
      title="User Admin"
      path="/api/admin/users"
      initial={initialUsers}
      addLabel="Add User"
      above={() => (
        <TextField
          label="Search users"
          placeholder="Email, name or ERP username"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="max-w-sm"
        />
      )}
      label="Users"
      plural="users"
      columns={(handlers) => userColumns({ companyNames, ...handlers })}
      rows={matching}
      empty={(users) => (users.length ? "No user matches the search." : "No users yet. Add one with Add User.")}
      preloadDialog={UserDialog.preload}
      dialog={(user, done) => (
        <UserDialog
          user={user}
          choices={choices}
          onClose={done.close}
          onSaved={(saved) => done.saved(`User ${saved.email} saved`)}
        />
      )}
      remove={{
        title: "Delete user?",
        description: (user) => `${user.email} will no longer be able to sign in. This cannot be undone.`,
        deleted: (user) => `User ${user.email} deleted`,
        failed: (message) => `Delete failed: ${message}`,
      }}
    />
  );
}

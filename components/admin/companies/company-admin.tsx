"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { useAdminList } from "@/components/admin/use-admin-list";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { CompanyDto } from "@/lib/companies/company-dto";
import { CompaniesTable } from "./companies-table";
import { CompanyDialog } from "./company-dialog";

type Props = { initialCompanies: CompanyDto[]; productOptions: { value: string; label: string }[] };
type Editing = { company: CompanyDto | null } | null;

export function CompanyAdmin({ initialCompanies, productOptions }: Props) {
  const { items: companies, error, refresh } = useAdminList("/api/admin/companies", initialCompanies);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CompanyDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    try {
      await apiFetch(`/api/admin/companies/${encodeURIComponent(deleting._id)}`, { method: "DELETE" });
      toast.success(`Company ${deleting.name} deleted`);
      await refresh();
    } catch (err) {
      setFailure(`Failed to delete company: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Company Admin"
        actions={
          <Button onClick={() => setEditing({ company: null })}>
            <Plus className="h-4 w-4" aria-hidden /> Add Company
          </Button>
        }
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {error ? <Alert tone="error">Could not refresh the companies: {error.message}</Alert> : null}
      <CompaniesTable companies={companies} onEdit={(company) => setEditing({ company })} onDelete={setDeleting} />
      {editing ? (
        <CompanyDialog
          company={editing.company}
          productOptions={productOptions}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            toast.success(`Company ${saved.name} saved`);
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete company?"
        description={deleting ? `${deleting.name} (${deleting.companyCode}) will be deleted. A company that still has users cannot be deleted. This cannot be undone.` : ""}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

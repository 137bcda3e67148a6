"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { CreateAllWebhooksButton } from "@/components/shipping/settings/webhooks/create-all-webhooks-button";
import { useAdminList } from "@/components/admin/use-admin-list";
import { useConfirmedDelete } from "@/components/admin/use-confirmed-delete";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";
import { dialogOnDemand } from "@/components/ui/dialog-on-demand";
import { preloadOn } from "@/components/ui/preload-on";
import { toast } from "@/components/ui/toast";
import type { CompanyDto } from "@/lib/companies/company-dto";
import { companyColumns } from "./companies-columns";

const CompanyDialog = dialogOnDemand(() => import("./company-dialog").then((m) => m.CompanyDialog));
const WebhookDialog = dialogOnDemand(() => import("@/components/shipping/settings/webhooks/webhook-dialog").then((m) => m.WebhookDialog));

type Props = { initialCompanies: CompanyDto[]; productOptions: { value: string; label: string }[] };
type Editing = { company: CompanyDto | null } | null;

export function CompanyAdmin({ initialCompanies, productOptions }: Props) {
  const { items: companies, error, refresh } = useAdminList("/api/admin/companies", initialCompanies);
  const [editing, setEditing] = useState<Editing>(null);
  const [webhookOf, setWebhookOf] = useState<CompanyDto | null>(null);
  const remove = useConfirmedDelete<CompanyDto>({
    url: (company) => `/api/admin/companies/${encodeURIComponent(company._id)}`,
    deleted: (company) => `Company ${company.name} deleted`,
    failed: (message) => `Failed to delete company: ${message}`,
    onDeleted: refresh,
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Company Admin"
        actions={
          <>
            <CreateAllWebhooksButton />
            <Button onClick={() => setEditing({ company: null })} {...preloadOn(CompanyDialog.preload)}>
              <Plus className="h-4 w-4" aria-hidden /> Add Company
            </Button>
          </>
        }
      />
      {remove.failure ? <Alert tone="error">{remove.failure}</Alert> : null}
      {error ? <Alert tone="error">Could not refresh the companies: {error.message}</Alert> : null}
      <DataTable
        label="Companies"
        columns={companyColumns({
          onEdit: (company) => setEditing({ company }),
          onDelete: remove.ask,
          onWebhook: setWebhookOf,
          preloadEdit: CompanyDialog.preload,
          preloadWebhook: WebhookDialog.preload,
        })}
        data={companies}
        getRowId={(c) => c._id}
        empty="No companies yet. Add one with Add Company."
      />
      {webhookOf ? <WebhookDialog company={webhookOf} onClose={() => setWebhookOf(null)} /> : null}
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
        {...remove.dialog}
        title="Delete company?"
        description={remove.target ? `${remove.target.name} (${remove.target.companyCode}) will be deleted. A company that still has users cannot be deleted. This cannot be undone.` : ""}
      />
    </div>
  );
}

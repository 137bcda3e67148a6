"use client";

import { useState } from "react";
import { AdminListScreen } from "@/components/admin/admin-list-screen";
import { CreateAllWebhooksButton } from "@/components/shipping/settings/webhooks/create-all-webhooks-button";
import { dialogOnDemand } from "@/components/ui/dialog-on-demand";
import type { CompanyDto } from "@/lib/companies/company-dto";
import { companyColumns } from "./companies-columns";

const CompanyDialog = dialogOnDemand(() => import("./company-dialog").then((m) => m.CompanyDialog));
const WebhookDialog = dialogOnDemand(() =>
  import("@/components/shipping/settings/webhooks/webhook-dialog").then((m) => m.WebhookDialog),
);

type Props = { initialCompanies: CompanyDto[]; productOptions: { value: string; label: string }[] };

export function CompanyAdmin({ initialCompanies, productOptions }: Props) {
  const [webhookOf, setWebhookOf] = useState<CompanyDto | null>(null);
  return (
    <AdminListScreen<CompanyDto>
      title="Company Admin"
      path="/api/admin/companies"
      initial={initialCompanies}
      actions={<CreateAllWebhooksButton />}
      addLabel="Add Company"
      label="Companies"
      plural="companies"
      columns={(handlers) =>
        companyColumns({ ...handlers, onWebhook: setWebhookOf, preloadWebhook: WebhookDialog.preload })
      }
      empty="No companies yet. Add one with Add Company."
      preloadDialog={CompanyDialog.preload}
      dialog={(company, done) => (
        <CompanyDialog
          company={company}
          productOptions={productOptions}
          onClose={done.close}
          onSaved={(saved) => done.saved(`Company ${saved.name} saved`)}
        />
      )}
      remove={{
        title: "Delete company?",
        description: (company) =>
          `${company.name} (${company.companyCode}) will be deleted. A company that still has users cannot be deleted. This cannot be undone.`,
        deleted: (company) => `Company ${company.name} deleted`,
        failed: (message) => `Failed to delete company: ${message}`,
      }}
    >
      {webhookOf ? <WebhookDialog company={webhookOf} onClose={() => setWebhookOf(null)} /> : null}
    </AdminListScreen>
  );
}

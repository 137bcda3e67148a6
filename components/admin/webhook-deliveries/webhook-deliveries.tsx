"use client";

import { useState } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { useAdminList } from "@/components/admin/use-admin-list";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { DeliveryRow } from "@/lib/shipping/tracking/list-deliveries";
import type { DeliveryResult } from "@/lib/shipping/tracking/process-delivery";
import { outcomeLabel } from "@/lib/shipping/tracking/webhook-outcome-text";
import { webhookDeliveriesColumns } from "./webhook-deliveries-columns";

/** Tracking webhook deliveries: when each came, what came of it and why; any one can be processed again. */
export function WebhookDeliveries({ initial }: { initial: DeliveryRow[] }) {
  const { items, error, refresh } = useAdminList("/api/admin/webhook-deliveries", initial);
  const [busyId, setBusyId] = useState<string | null>(null);
  async function replay(d: DeliveryRow) {
    setBusyId(d.id);
    try {
      // 202 (queued, another instance runs it) answers a message instead of an outcome.
      const result = await apiFetch<DeliveryResult | { queued: true; message: string }>(
        `/api/admin/webhook-deliveries/${d.id}/replay`,
        { method: "POST" },
      );
      toast.success(
        "queued" in result ? result.message : `Replayed: ${outcomeLabel(result.outcome)} – ${result.reason}`,
      );
      await refresh();
    } catch (err) {
      toast.error(`Replay failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusyId(null);
    }
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Tracking Webhook Deliveries"
        actions={
          <Button variant="secondary" onClick={() => void refresh()}>
            Refresh
          </Button>
        }
      />
      {error ? <Alert tone="error">Could not refresh the deliveries: {error.message}</Alert> : null}
      <DataTable
        label="Webhook deliveries"
        columns={webhookDeliveriesColumns(replay, busyId)}
        data={items}
        getRowId={(d) => d.id}
        empty="No tracking deliveries yet."
        pagination={{ mode: "client", pageSize: 50 }}
      />
    </div>
  );
}

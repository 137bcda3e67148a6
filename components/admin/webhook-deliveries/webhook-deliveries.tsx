"use client";

import { useState } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { useAdminList } from "@/components/admin/use-admin-list";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumns } from "@/components/ui/data-table";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { DeliveryRow } from "@/lib/tracking/list-deliveries";

function columns(replay: (row: DeliveryRow) => void, busyId: string | null): DataTableColumns<DeliveryRow> {
  return [
    { accessorKey: "receivedAt", header: "Received", cell: ({ getValue }) => new Date(getValue() as string).toLocaleString() },
    { accessorKey: "companyCode", header: "Company" },
    { accessorKey: "event", header: "Event", cell: ({ getValue }) => (getValue() as string | null) ?? "—" },
    { accessorKey: "trackingNumber", header: "Tracking Number", meta: { cellClassName: "font-mono text-xs" }, cell: ({ getValue }) => (getValue() as string | null) ?? "—" },
    { accessorKey: "outcome", header: "Outcome" },
    { accessorKey: "reason", header: "Why", cell: ({ getValue }) => (getValue() as string | null) ?? "—" },
    {
      id: "replay",
      header: "",
      enableSorting: false,
      cell: ({ row: { original: d } }) => (
        <Button size="sm" variant="secondary" busy={busyId === d.id} onClick={() => replay(d)} aria-label={`Replay delivery of ${d.receivedAt}`}>
          Replay
        </Button>
      ),
    },
  ];
}

/** Tracking webhook deliveries: when each came, what came of it and why; any one can be processed again. */
export function WebhookDeliveries({ initial }: { initial: DeliveryRow[] }) {
  const { items, error, refresh } = useAdminList("/api/admin/webhook-deliveries", initial);
  const [busyId, setBusyId] = useState<string | null>(null);
  async function replay(d: DeliveryRow) {
    setBusyId(d.id);
    try {
      // 202 (queued, another instance runs it) answers a message instead of an outcome.
      const result = await apiFetch<{ outcome: string; reason: string } | { queued: true; message: string }>(`/api/admin/webhook-deliveries/${d.id}/replay`, { method: "POST" });
      toast.success("queued" in result ? result.message : `Replayed: ${result.outcome} – ${result.reason}`);
      await refresh();
    } catch (err) {
      toast.error(`Replay failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusyId(null);
    }
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Tracking Webhook Deliveries" actions={<Button variant="secondary" onClick={() => void refresh()}>Refresh</Button>} />
      {error ? <Alert tone="error">Could not refresh the deliveries: {error.message}</Alert> : null}
      <DataTable label="Webhook deliveries" columns={columns(replay, busyId)} data={items} getRowId={(d) => d.id} empty="No tracking deliveries yet." pagination={{ mode: "client", pageSize: 50 }} />
    </div>
  );
}

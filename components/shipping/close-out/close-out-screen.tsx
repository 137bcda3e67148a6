"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";
import { LinkButton } from "@/components/ui/link-button";
import { toast } from "@/components/ui/toast";
import { useApi } from "@/lib/api-client/use-api";
import { sendWrite } from "@/lib/api-client/send-write";
import type { CloseOutDto } from "@/lib/shipping/close-out/close-out-dto";
import { formatDate } from "@/lib/dates/format-date";
import { formatMoney } from "@/lib/money/format-money";
import { carrierColumns, labelColumns, pounds } from "./close-out-columns";
import { localDay } from "./local-day";
import { ManifestNotices } from "./manifest-notices";

const labelCount = (n: number) => (n === 1 ? "1 label" : `${n} labels`);

/**
 * Close Out (issue 29 point 2): the branch's labels of the day by carrier, Close Out (asked first; made once however
 * often it is pressed), the carriers' manifests, and the manifest printed from the browser (its print styles leave
 * only the manifest on the page).
 */
export function CloseOutScreen({ branch }: { branch: string | null }) {
  // The clerk's own day, read in the browser (the server does not know their clock).
  const [day, setDay] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setDay(localDay()), []);
  const path = branch && day ? `/api/ship-station/close-out?branch=${encodeURIComponent(branch)}&day=${day}` : null;
  const { data, error, isLoading, mutate } = useApi<CloseOutDto>(path);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function closeOut() {
    if (!branch || !day) return;
    setBusy(true);
    try {
      const done = await sendWrite<CloseOutDto>("/api/ship-station/close-out", {
        method: "POST",
        json: { branch, day },
      });
      await mutate(done, { revalidate: false });
      setAsking(false);
      toast.success(`Branch ${branch} is closed out for ${formatDate(`${day}T12:00:00`)}.`);
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (!branch) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">Close Out</h1>
        <Alert tone="warning">Choose a Shipping Branch on the Shipment Dashboard, then press Close Out.</Alert>
        <div>
          <LinkButton href="/ship-station">Back to Shipment Dashboard</LinkButton>
        </div>
      </div>
    );
  }

  const dayText = day ? formatDate(`${day}T12:00:00`) : "";
  const closed = Boolean(data?.closedAt);
  const labels = data?.labels ?? [];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Close Out</h1>
          <p className="text-sm text-slate-600">
            Branch {branch} · {dayText}
          </p>
        </div>
        <div className="flex gap-2 print:hidden">
          <LinkButton href="/ship-station">Back to Shipment Dashboard</LinkButton>
          {labels.length ? (
            <Button variant="secondary" onClick={() => window.print()}>
              Print Manifest
            </Button>
          ) : null}
          {!closed ? (
            <Button disabled={!data || !labels.length} onClick={() => setAsking(true)}>
              Close Out
            </Button>
          ) : null}
        </div>
      </div>

      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {data && closed ? (
        <Alert tone="success" className="print:hidden">
          Closed out at {new Date(data.closedAt!).toLocaleTimeString()}.
          {data.waitingForNext
            ? ` ${labelCount(data.waitingForNext)} bought since then ${data.waitingForNext === 1 ? "goes" : "go"} into the next close-out.`
            : ""}
        </Alert>
      ) : null}
      {data ? <ManifestNotices manifests={data.manifests} busy={busy} onRetry={() => void closeOut()} /> : null}

      <Card>
        <h2 className="mb-3 text-lg font-semibold">
          Manifest · Branch {branch} · {dayText}
        </h2>
        <DataTable
          label="Labels by carrier"
          columns={carrierColumns}
          data={data?.totals.carriers ?? []}
          getRowId={(c) => c.carrier}
          loading={isLoading}
          empty="No labels today"
        />
        {data && labels.length ? (
          <p className="mt-3 text-sm font-medium" aria-label="Totals">
            Total: {labelCount(data.totals.count)} · {pounds(data.totals.weight)} · {formatMoney(data.totals.cost)}
          </p>
        ) : null}
      </Card>

      {labels.length ? (
        <DataTable
          label={closed ? "Labels closed out" : "Labels to close out"}
          columns={labelColumns}
          data={labels}
          getRowId={(l) => l.id}
        />
      ) : null}

      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Close out branch ${branch} for ${dayText}?`}
        description={`${labelCount(labels.length)} will be closed out and the carriers' manifests made. Labels bought after this go into the next close-out.`}
        confirmLabel="Close Out"
        busy={busy}
        onConfirm={() => void closeOut()}
      />
    </div>
  );
}

"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { componentOnDemand } from "@/components/ui/component-on-demand";
import { DataTable } from "@/components/ui/data-table";
import { SelectField, TextField } from "@/components/ui/field";
import { LinkButton } from "@/components/ui/link-button";
import { toast } from "@/components/ui/toast";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { trackingHref } from "@/lib/shipping/tracking/invoices/tracking-href";
import type { CodSettings } from "@/lib/shipping/desk/cod-rule";
import type { HoldSettings } from "@/lib/shipping/desk/hold-rule";
import { findQueuedOrder, normalizeInvoiceInput, type QueueOrder } from "@/lib/shipping/desk/queue-order";
import { parseShipViaKeywords } from "@/lib/shipping/desk/ship-via";
import { NeedsAttentionCount } from "../attention/needs-attention-count";
import { QueueSelectionBar } from "./batch/queue-selection-bar";
import { selectionColumn } from "./batch/selection-column";
import { useBranchBatch } from "./batch/use-branch-batch";
import { useQueueSelection } from "./batch/use-queue-selection";
import { readShipViaKeywords, saveDefaults } from "./local-defaults";
import { orderColumns } from "./orders-columns";
import { HoldPrompts } from "./hold-prompts";
import { OrderPrompts } from "./order-prompts";
import { QueueSummary } from "./queue-summary";
import { ScanBox } from "./scan-box";
import { shipViaIds } from "./ship-via-ids";
import { useOpenOrder } from "./use-open-order";
import { useShippingQueue } from "./use-shipping-queue";

// Ship a batch's panel comes with the first ticked box or the branch's batch, not with the dashboard's first load.
const BatchPanel = componentOnDemand(() => import("./batch/batch-panel").then((m) => m.BatchPanel));

type Props = {
  cod: CodSettings;
  holds: HoldSettings;
  /** The ship vias that are not parcels (CLARIFICATIONS 64). */
  nonParcel: readonly string[];
  autoSearch: boolean;
  /** The desk's company code, which its tracking links name. */ company: string | null;
  /** The signed-in user: the branch they pick is remembered for them. */
  userId: string;
};

/** Shipment Dashboard (spec 2): pick a branch, load its queue, scan an invoice and start its shipment. */
export function ShipmentDashboard({ cod, holds, nonParcel, autoSearch, company, userId }: Props) {
  const queueColumns = useMemo(() => orderColumns(company, nonParcel), [company, nonParcel]);
  const queue = useShippingQueue({ autoSearch, userId });
  const selection = useQueueSelection(queue.orders, nonParcel);
  const columns = [selectionColumn(selection), ...queueColumns];
  const branchBatch = useBranchBatch(queue.branch);
  const [keywords, setKeywords] = useState("");
  const [scanMessage, setScanMessage] = useState<string | null>(null);
  const pendingScan = useRef<string | null>(null);
  const scanBox = useRef<HTMLInputElement>(null);
  const shipVias = parseShipViaKeywords(keywords);
  const opener = useOpenOrder({ cod, holds, nonParcel }, shipVias);
  // The keywords' ship vias are looked up while the user types or the page loads, so a scan finds them ready.
  const settledKeywords = useDebouncedValue(shipVias.join(","), 500);
  useEffect(() => void (settledKeywords && shipViaIds(settledKeywords.split(","))), [settledKeywords]);

  // Local storage is read after mount, so the server render and the first client render agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setKeywords(readShipViaKeywords()), []);

  function scan(text: string, rows: readonly QueueOrder[] | null) {
    const invoice = normalizeInvoiceInput(text);
    if (!invoice) return setScanMessage("Please enter an invoice number.");
    // Issue 37 item 5: no branch is no queue to look in, said as such (not as a print status).
    if (!queue.branch)
      return setScanMessage(`Choose a Shipping Branch first: invoice ${invoice} is looked for in its queue.`);
    const order = rows ? findQueuedOrder(rows, invoice) : null;
    if (!order) {
      return setScanMessage(
        `Invoice ${invoice} is not able to ship. Check that it ships from branch ${queue.branch} and has print status Q.`,
      );
    }
    setScanMessage(null);
    void opener.open(order, { askShipVia: true });
  }

  // A scan before the branch's queue is in (the branches, the stored branch or its orders are on their way) waits
  // for it instead of being told the invoice cannot ship: a scanner is faster than the first answers.
  const queueComing = !queue.branches && !queue.branchesError;
  const ordersMissing = Boolean(queue.branch) && !queue.orders && !queue.error;
  const waiting = queue.loading || queueComing || ordersMissing;

  function onScan(text: string) {
    if (!waiting) return scan(text, queue.orders);
    pendingScan.current = text;
    if (!queue.loading && ordersMissing) void queue.loadOrders(queue.branch);
  }

  useEffect(() => {
    if (pendingScan.current === null) return;
    if (!waiting) {
      const text = pendingScan.current;
      pendingScan.current = null;
      return scan(text, queue.orders);
    }
    // The stored branch arrived while a scan waits: its orders are wanted now, not after the auto-load delay.
    if (!queue.loading && ordersMissing) void queue.loadOrders(queue.branch);
  });

  const closePrompt = () => {
    opener.close();
    scanBox.current?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Shipment Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          {queue.branch ? <NeedsAttentionCount branch={queue.branch} /> : null}
          <LinkButton href="/ship-station/MANUAL?manual=true">Manual Ship</LinkButton>
          <LinkButton href={trackingHref({ company })}>View All Shipments</LinkButton>
          <LinkButton
            href={
              queue.branch
                ? `/ship-station/close-out?branch=${encodeURIComponent(queue.branch)}`
                : "/ship-station/close-out"
            }
          >
            Close Out
          </LinkButton>
        </div>
      </div>

      <Card>
        <form
          className="grid gap-4 sm:grid-cols-[12rem_1fr_auto_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void queue.loadOrders(queue.branch);
            // The button turns busy (and loses focus) while the queue loads: the next scan goes to the scan box,
            // which waits for the queue.
            scanBox.current?.focus();
          }}
        >
          <SelectField
            label="Shipping Branch"
            value={queue.branch}
            onChange={(e) => queue.selectBranch(e.target.value)}
            disabled={!queue.branches}
            options={[
              { value: "", label: queue.branches ? "Select a branch" : "Loading…" },
              ...(queue.branches ?? []).map((b) => ({ value: b, label: b })),
            ]}
          />
          <TextField
            label="Ship Via Keywords"
            value={keywords}
            onChange={(e) => setKeywords(e.target.value)}
            placeholder="UPS, FEDEX"
          />
          <Button
            variant="secondary"
            onClick={() => {
              saveDefaults(keywords, queue.branch);
              toast.success("Saved as default");
            }}
          >
            Save as Default
          </Button>
          <Button type="submit" disabled={!queue.branch} busy={queue.loading}>
            Get Orders
          </Button>
        </form>
        {queue.branchesError ? (
          <Alert tone="error" className="mt-4">
            {queue.branchesError}
          </Alert>
        ) : null}
      </Card>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_1fr] lg:items-end">
        <ScanBox ref={scanBox} onScan={onScan} />
        {queue.orders ? <QueueSummary orders={queue.orders} termsCodes={cod.termsCodes} /> : null}
      </div>
      {scanMessage ? <Alert tone="warning">{scanMessage}</Alert> : null}
      {branchBatch.error ? <Alert tone="warning">{branchBatch.error}</Alert> : null}
      {queue.orders ? <QueueSelectionBar selection={selection} /> : null}

      <DataTable
        label="Orders to ship"
        columns={columns}
        data={queue.orders ?? []}
        getRowId={(o) => o.invoiceNumber}
        loading={queue.loading}
        error={queue.error}
        empty={
          queue.branch
            ? queue.orders
              ? "No invoices are queued for shipping at this branch."
              : "Press Get Orders to load the queue."
            : "Choose a Shipping Branch."
        }
        onRowClick={(o) => void opener.open(o, { askShipVia: false })}
        onRowSpace={(o) =>
          selection.canTick(o) && selection.toggle(o.invoiceNumber, !selection.isSelected(o.invoiceNumber))
        }
      />
      {/* Issue 37 item 5: below the queue and held at the screen's foot, so a tick moves no row (the next click lands
          where the clerk aims); it scrolls within itself rather than cover the screen. */}
      {queue.branch && (selection.selected.length || branchBatch.batch) ? (
        <div className="sticky bottom-0 z-10 -mx-1 max-h-[70vh] overflow-y-auto rounded-lg px-1 pb-1 shadow-[0_-8px_16px_-12px_rgba(15,23,42,0.35)]">
          <BatchPanel
            branch={queue.branch}
            selected={selection.selected}
            shipViaKeywords={shipVias}
            batch={branchBatch.batch}
            onBatch={branchBatch.show}
            onStarted={selection.clear}
            onFinished={() => void queue.loadOrders(queue.branch)}
            onClose={branchBatch.dismiss}
          />
        </div>
      ) : null}

      <OrderPrompts
        prompt={opener.prompt}
        onClose={closePrompt}
        onContinue={opener.continueShipVia}
        onShipAnyway={opener.shipAnyway}
      />
      <HoldPrompts prompt={opener.prompt} onClose={closePrompt} onContinue={opener.continueHold} />
    </div>
  );
}

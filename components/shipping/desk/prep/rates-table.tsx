"use client";

import { useEffect, useMemo, useRef, type KeyboardEvent } from "react";
import { DataTable } from "@/components/ui/data-table";
import type { RateView } from "@/lib/shipping/labels/get-rates";
import { rateColumns } from "./rates-columns";

const MOVES = new Set(["ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);
const rateIdOf = (el: Element | null) =>
  el?.closest("tr")?.querySelector("[data-rate-id]")?.getAttribute("data-rate-id") ?? null;

type Props = {
  rates: RateView[] | null;
  loading: boolean;
  selectedId: string | null;
  /** The rate the order's ship via asks for: tagged, and where the focus starts without a rule's rate. */
  requestedId: string | null;
  /** The rate a shipping rule chose: tagged with the rule, and where the focus starts. */
  rule: { rateId: string; name: string; reason: string } | null;
  onSelect(id: string): void;
  onShip(): void;
};

/**
 * The single-select rates table. From the keyboard the arrows pick a rate (the selection follows the focus) and
 * Enter on the picked rate ships it. New rates take the focus on the requested rate, else on the first.
 */
export function RatesTable({ rates, loading, selectedId, requestedId, rule, onSelect, onShip }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => rateColumns(requestedId, rule), [requestedId, rule]);
  const firstId = rule?.rateId ?? requestedId;
  useEffect(() => {
    if (!rates?.length) return;
    const first = firstId ? box.current?.querySelector(`[data-rate-id="${CSS.escape(firstId)}"]`) : null;
    (first?.closest("tr") ?? box.current?.querySelector<HTMLElement>("tbody tr[tabindex='0']"))?.focus();
  }, [rates, firstId]);

  function onKeyDownCapture(e: KeyboardEvent) {
    if (e.key !== "Enter") return;
    const id = rateIdOf(e.target as Element);
    if (id && id === selectedId) {
      e.preventDefault();
      e.stopPropagation();
      onShip();
    }
  }
  function onKeyUp(e: KeyboardEvent) {
    if (!MOVES.has(e.key)) return;
    const id = rateIdOf(document.activeElement);
    if (id) onSelect(id);
  }

  return (
    <div ref={box} onKeyDownCapture={onKeyDownCapture} onKeyUp={onKeyUp}>
      <DataTable
        label="Rates"
        columns={columns}
        data={rates ?? []}
        getRowId={(r) => r.object_id}
        loading={loading}
        empty={rates ? "No rates returned" : "Enter the package and press Get Rates."}
        selection={{ selectedId, onSelect: (id) => onSelect(id) }}
      />
    </div>
  );
}

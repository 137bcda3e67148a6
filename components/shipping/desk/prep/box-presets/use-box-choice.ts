"use client";

import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { BoxPresetDto, LastBoxDto } from "@/lib/shipping/boxes/box-preset-dto";
import type { PackageInput } from "../package-fields";

type Answer = { presets: BoxPresetDto[]; lastBox: LastBoxDto | null };
type Size = Pick<BoxPresetDto, "length" | "width" | "height">;

const sameSize = (p: PackageInput, b: Size) =>
  Number(p.length) === b.length && Number(p.width) === b.width && Number(p.height) === b.height;
const sizeText = (b: Size) => ({ length: String(b.length), width: String(b.width), height: String(b.height) });

type Options = {
  /** The order's branch (a manual shipment: the desk's); null while unknown. */
  branch: string | null;
  /** The order's bill-to customer; null for a manual shipment. */
  customer: string | null;
  pkg: PackageInput;
  setPkg: Dispatch<SetStateAction<PackageInput>>;
  weightRef: RefObject<HTMLInputElement | null>;
};

/**
 * The branch's boxes on the preparation screen: choosing one fills L/W/H and moves the cursor to Weight (the weight
 * stays the scale's or the typed one, which holds the packed box already). When the boxes arrive, the customer's
 * last box fills L/W/H (CLARIFICATIONS 65: a preset is chosen with it); where the cursor starts is the screen's. A
 * box counts as chosen only while the package still has its size, so typing another size sends no box with the label.
 */
export function useBoxChoice({ branch, customer, pkg, setPkg, weightRef }: Options) {
  const path = branch
    ? `/api/ship-station/boxes?${new URLSearchParams({ branch, ...(customer ? { customer } : {}) })}`
    : null;
  const [data, setData] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const presets = data?.presets ?? [];

  function choose(box: BoxPresetDto) {
    setChosenId(box.id);
    setPkg((p) => ({ ...p, ...sizeText(box) }));
    // At once, in the key's own handler: the clerk's next key (the weight) is already on its way.
    weightRef.current?.focus();
  }

  /** The customer's last box, once per order: its preset chosen, else its size as it was when the label was bought. */
  function fillLastBox(answer: Answer) {
    const last = answer.lastBox;
    if (!last) return;
    const preset = last.presetId ? answer.presets.find((p) => p.id === last.presetId) : undefined;
    if (preset) setChosenId(preset.id);
    setPkg((p) => ({ ...p, ...sizeText(preset ?? last) }));
  }

  useEffect(() => {
    if (!path) return;
    const abort = new AbortController();
    apiFetch<Answer>(path, { signal: abort.signal })
      .then((answer) => {
        setData(answer);
        fillLastBox(answer);
      })
      .catch((err: Error) => !abort.signal.aborted && setError(err.message));
    return () => abort.abort();
    // Read once per branch and customer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  const chosen = presets.find((p) => p.id === chosenId && sameSize(pkg, p)) ?? null;
  return {
    presets,
    lastBox: data?.lastBox ?? null,
    loading: Boolean(path) && !data && !error,
    error,
    branch,
    chosen,
    choose,
    groupRef,
    /** The list's one tab stop (the chosen box, else the first): where the cursor starts at a branch with boxes. */
    focusList: () => groupRef.current?.querySelector<HTMLElement>("[tabindex='0']")?.focus(),
    /** What the label request carries, so this customer's next order opens with the box. */
    labelBox: chosen && customer ? { presetId: chosen.id, customerId: customer } : null,
  };
}

export type BoxChoice = ReturnType<typeof useBoxChoice>;

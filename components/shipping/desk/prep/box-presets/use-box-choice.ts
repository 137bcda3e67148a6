"use client";

import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { BoxPresetDto, LastBoxDto } from "@/lib/shipping/boxes/box-preset-dto";
import type { PackageInput } from "../package-fields";

type Answer = { presets: BoxPresetDto[]; lastBox: LastBoxDto | null };
type Size = Pick<BoxPresetDto, "length" | "width" | "height">;

const sameSize = (p: PackageInput, b: Size) =>
  Number(p.length) === b.length && Number(p.width) === b.width && Number(p.height) === b.height;

const PACKAGE_FIELDS = ["length", "width", "height", "weight"];

type Options = {
  /** The order's branch (a manual shipment: the desk's); null while unknown. */
  branch: string | null;
  /** The order's bill-to customer; null for a manual shipment. */
  customer: string | null;
  /** A manual shipment: the clerk starts in the ship-to Name. */
  manual: boolean;
  pkg: PackageInput;
  setPkg: Dispatch<SetStateAction<PackageInput>>;
  weightRef: RefObject<HTMLInputElement | null>;
};

/**
 * The branch's boxes on the preparation screen: choosing one fills L/W/H (the weight stays the scale's or the
 * typed one, which holds the packed box already); the customer's last box is chosen when the order opens. A box
 * counts as chosen only while the package still has its size, so typing another size sends no box with the label.
 */
export function useBoxChoice({ branch, customer, manual, pkg, setPkg, weightRef }: Options) {
  const path = branch
    ? `/api/ship-station/boxes?${new URLSearchParams({ branch, ...(customer ? { customer } : {}) })}`
    : null;
  const [data, setData] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [listFocus, setListFocus] = useState(0);
  const preselected = useRef<string | null>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const presets = data?.presets ?? [];

  function choose(box: BoxPresetDto) {
    setChosenId(box.id);
    setPkg((p) => ({ ...p, length: String(box.length), width: String(box.width), height: String(box.height) }));
    requestAnimationFrame(() => weightRef.current?.focus());
  }

  /** Once per order, when its boxes arrive: its customer's last box, else the list takes the focus for a number key. */
  function preselect(answer: Answer) {
    if (!path || preselected.current === path) return;
    preselected.current = path;
    // Someone already typing the package keeps what they typed.
    const active = document.activeElement;
    const typing = active instanceof HTMLInputElement && PACKAGE_FIELDS.includes(active.name) && active.value !== "";
    if (typing) return;
    const last = answer.lastBox;
    const preset = last?.presetId ? answer.presets.find((p) => p.id === last.presetId) : undefined;
    if (preset) return choose(preset);
    if (last) {
      setPkg((p) => ({ ...p, length: String(last.length), width: String(last.width), height: String(last.height) }));
      return void requestAnimationFrame(() => weightRef.current?.focus());
    }
    // Only from an empty Length (no size known yet): a Weight waiting for the scale or the typed weight keeps it.
    // A manual shipment starts in the ship-to Name, so there the list never takes the focus.
    const untouched =
      active === document.body || (active instanceof HTMLInputElement && active.name === "length" && !active.value);
    if (answer.presets.length && untouched && !manual) setListFocus((n) => n + 1);
  }

  // The list takes the focus once it is drawn: the effect runs after the render that shows the boxes, whatever the
  // screen's other work delays it by (a frame's callback may come before that render).
  useEffect(() => {
    if (listFocus) groupRef.current?.querySelector<HTMLElement>("[tabindex='0']")?.focus();
  }, [listFocus]);

  useEffect(() => {
    if (!path) return;
    const abort = new AbortController();
    apiFetch<Answer>(path, { signal: abort.signal })
      .then((answer) => {
        setData(answer);
        preselect(answer);
      })
      .catch((err: Error) => !abort.signal.aborted && setError(err.message));
    return () => abort.abort();
    // Read once per branch and customer; preselect reads the screen as it is when the answer comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);

  const chosen = presets.find((p) => p.id === chosenId && sameSize(pkg, p)) ?? null;
  return {
    presets,
    loading: Boolean(path) && !data && !error,
    error,
    branch,
    chosen,
    choose,
    groupRef,
    /** What the label request carries, so this customer's next order opens with the box. */
    labelBox: chosen && customer ? { presetId: chosen.id, customerId: customer } : null,
  };
}

export type BoxChoice = ReturnType<typeof useBoxChoice>;

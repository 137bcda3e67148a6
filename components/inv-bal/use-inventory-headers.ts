"use client";

import { useEffect, useState } from "react";
import type { InventoryFileLabel } from "@/lib/inv-bal/inventory-headers";

type State = { file: File | null; headers: string[]; error: string | null };

/**
 * The column names on line 9 of a chosen inventory file, read in the browser (only the first lines). The reader
 * (lib/csv) is imported when the first file is chosen, not with the screen.
 */
export function useInventoryHeaders(file: File | null, label: InventoryFileLabel) {
  const [state, setState] = useState<State>({ file: null, headers: [], error: null });
  useEffect(() => {
    if (!file) return;
    let live = true;
    const read = /\.csv$/i.test(file.name)
      ? import("@/lib/inv-bal/inventory-headers").then((m) => m.readInventoryHeaders(file, label))
      : Promise.reject(new Error(`The ${label} file must be a .csv file.`));
    read
      .then((headers) => live && setState({ file, headers, error: null }))
      .catch(
        (err: unknown) =>
          live && setState({ file, headers: [], error: err instanceof Error ? err.message : String(err) }),
      );
    return () => {
      live = false;
    };
  }, [file, label]);
  const current = file !== null && state.file === file;
  return { headers: current ? state.headers : [], error: current ? state.error : null };
}

"use client";

import { useEffect, useState } from "react";

type HeaderState = { key: string; headers: string[]; error: string | null };

/**
 * The column names on a header row of the chosen file. Only the first lines are read, so this stays on the page's
 * thread even for a 100 MB file. A header row past the end gives the spec's "Invalid header row. Not enough data."
 */
export function useCsvHeaders(file: File | null, headerRow: number) {
  const key = file ? `${file.name}:${file.size}:${file.lastModified}:${headerRow}` : "";
  const [state, setState] = useState<HeaderState>({ key: "", headers: [], error: null });
  useEffect(() => {
    if (!file || !(headerRow >= 1)) return;
    let live = true;
    // The CSV reader (lib/csv) is imported with the first file, not with the screen.
    import("@/lib/data-tools/header-row")
      .then(({ readHeaderRow }) => readHeaderRow(file, headerRow))
      .then((headers) => live && setState({ key, headers, error: null }))
      .catch(
        (err: unknown) =>
          live && setState({ key, headers: [], error: err instanceof Error ? err.message : String(err) }),
      );
    return () => {
      live = false;
    };
  }, [file, headerRow, key]);
  const current = state.key === key && key !== "";
  return {
    headers: current ? state.headers : [],
    error: current ? state.error : null,
    loading: Boolean(file) && !current,
  };
}

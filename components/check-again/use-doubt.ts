"use client";

import { useMemo, useState } from "react";

/**
 * A screen's action in doubt (a `Doubt`, or the screen's record around one): shown with Check Again until it is
 * settled. While `pending`, the screen's submit stays off (sending again would only ask the same question); once
 * Check Again proves nothing was made (`freed`), it is on again and the notice says so until the next send.
 */
export function useDoubt<D>() {
  const [state, setState] = useState<{ doubt: D; freed: boolean } | null>(null);
  // Stable, so screens can list them in their callbacks' dependencies.
  const actions = useMemo(
    () => ({
      show: (doubt: D) => setState({ doubt, freed: false }),
      freed: () => setState((s) => s && { ...s, freed: true }),
      clear: () => setState(null),
    }),
    [],
  );
  return { doubt: state?.doubt ?? null, pending: state !== null && !state.freed, ...actions };
}

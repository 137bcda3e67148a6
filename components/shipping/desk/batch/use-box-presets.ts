"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { BoxPresetDto } from "@/lib/shipping/boxes/box-preset-dto";

/** The branch's box presets, as the preparation screen reads them; null while they load. */
export function useBoxPresets(branch: string) {
  const [presets, setPresets] = useState<BoxPresetDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    apiFetch<{ presets: BoxPresetDto[] }>(`/api/ship-station/boxes?branch=${encodeURIComponent(branch)}`)
      .then((answer) => current && setPresets(answer.presets))
      .catch((err: Error) => current && setError(err.message));
    return () => {
      current = false;
    };
  }, [branch]);
  return { presets, error };
}

"use client";

import { useCallback, useState } from "react";
import { useApiGet } from "@/components/ui/use-api-get";
import type { BoxPresetDto } from "@/lib/shipping/boxes/box-preset-dto";

type Answer = { branch: string | null; presets: BoxPresetDto[]; branches: string[] };

/**
 * A branch's boxes as the card shows them (null: none asked for yet) and the branches that have boxes.
 */
export function useBranchBoxes(url: (path: string, query?: Record<string, string>) => string, branch: string | null) {
  const [version, setVersion] = useState(0);
  const { answer, error } = useApiGet<Answer>(url("/api/ship54/box-presets", branch ? { branch } : {}), version);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const presets = branch && answer?.branch === branch ? answer.presets : null;
  return { presets, branches: answer?.branches ?? [], error, reload };
}

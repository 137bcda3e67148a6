"use client";

import { useCallback, useState } from "react";
import { useApiGet } from "@/components/ui/use-api-get";
import { withCompany } from "../use-ship54-settings";
import type { BoxPresetDto } from "@/lib/shipping/boxes/box-preset-dto";

type Answer = { branch: string | null; presets: BoxPresetDto[]; branches: string[] };

/**
 * A branch's boxes as the card shows them (null: none asked for yet) and the branches that have boxes.
 */
export function useBranchBoxes(companyQuery: string | null, branch: string | null) {
  const [version, setVersion] = useState(0);
  const { answer, error } = useApiGet<Answer>(
    withCompany("/api/ship54/box-presets", companyQuery, branch ? { branch } : {}),
    version,
  );

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const presets = branch && answer?.branch === branch ? answer.presets : null;
  return { presets, branches: answer?.branches ?? [], error, reload };
}

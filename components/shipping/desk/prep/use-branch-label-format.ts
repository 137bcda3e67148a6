"use client";

import { useApi } from "@/lib/api-client/use-api";
import type { LabelFormat } from "@/lib/shipping/labels/label-format";

type Answer = { branch: string; format: LabelFormat };

/**
 * The format the branch buys its labels in (Ship54 Settings, Label Format), known before Ship Package: a ZPL branch
 * opens no tab on the click and shows Pair Printer. Null while unknown (no branch yet, or the read failed): the desk
 * then behaves as for a PDF, and the label's own format still decides where it goes.
 */
export function useBranchLabelFormat(branch: string | null): LabelFormat | null {
  const path = branch ? `/api/ship54/label-formats?${new URLSearchParams({ branch })}` : null;
  const { data } = useApi<Answer>(path);
  return data?.format ?? null;
}

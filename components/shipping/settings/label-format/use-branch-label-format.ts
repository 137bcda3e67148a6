"use client";

import { useApiGet } from "@/components/ui/use-api-get";
import { withCompany } from "../use-ship54-settings";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { LabelFormat } from "@/lib/shipping/labels/label-format";

type Answer = { branch: string; format: LabelFormat };

/**
 * A branch's label format as the card shows it (null until read), and its save.
 */
export function useBranchLabelFormat(
  /** The company an admin is looking at; null for the caller's own (the desk). */
  companyQuery: string | null,
  branch: string | null,
) {
  const { answer, setAnswer, error } = useApiGet<Answer>(
    branch ? withCompany("/api/ship54/label-formats", companyQuery, { branch }) : null,
  );

  /** Shows the choice at once, and the format as it was again when the save fails. */
  async function save(format: LabelFormat): Promise<Answer> {
    const before = answer;
    if (branch) setAnswer({ branch, format });
    try {
      const saved = await apiFetch<Answer>(withCompany("/api/ship54/label-formats", companyQuery), {
        method: "PUT",
        json: { branch, format },
      });
      setAnswer(saved);
      return saved;
    } catch (err) {
      setAnswer(before);
      throw err;
    }
  }

  const format = branch && answer?.branch === branch ? answer.format : null;
  return { format, error, save };
}

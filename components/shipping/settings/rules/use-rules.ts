"use client";

import { useCallback, useState } from "react";
import { useApiGet } from "@/components/ui/use-api-get";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { RuleDto } from "@/lib/shipping/rules/rule-dto";
import type { RuleKind } from "@/lib/shipping/rules/rule-limits";
import { withCompany } from "../use-ship54-settings";

type Answer = { rules: RuleDto[] };

/** One kind's list as the card shows it (null until read), read again after a save; a move saves the new order. */
export function useRules(kind: RuleKind, companyQuery: string | null) {
  const [version, setVersion] = useState(0);
  const url = useCallback((path: string) => withCompany(path, companyQuery), [companyQuery]);
  const { answer, setAnswer, error } = useApiGet<Answer>(url(`/api/ship54/rules/${kind}`), version);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  /** Moves a rule one place up (-1) or down (+1); answers the failure's message, or null. */
  async function move(rule: RuleDto, by: -1 | 1): Promise<string | null> {
    const rules = answer?.rules ?? [];
    const at = rules.findIndex((r) => r.id === rule.id);
    const to = at + by;
    if (at < 0 || to < 0 || to >= rules.length) return null;
    const ids = rules.map((r) => r.id);
    [ids[at], ids[to]] = [ids[to], ids[at]];
    try {
      setAnswer(await apiFetch<Answer>(url(`/api/ship54/rules/${kind}/order`), { method: "PUT", json: { ids } }));
      return null;
    } catch (err) {
      reload();
      return err instanceof Error ? err.message : String(err);
    }
  }

  return { rules: answer?.rules ?? null, error, reload, move, url };
}

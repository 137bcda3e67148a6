"use client";

import { X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, controlClass } from "@/components/ui/field";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { MSG, TERMS_SEARCH_DEBOUNCE_MS } from "@/lib/shipping/settings/messages";
import type { SettingsCardProps } from "./card-props";
import { POLICY_OPTIONS } from "./policy-options";
import { checkNewTerm, searchTerms, type TermsCode } from "./terms-lookup";
import { SaveMode } from "./save-mode";

/** COD terms: the codes treated as cash on delivery, looked up in the ERP's Termslist, and the balance policy. */
export function CodTermsCard({ settings, setSettings, show, canManage }: SettingsCardProps) {
  const id = useId();
  const [input, setInput] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [suggestions, setSuggestions] = useState<TermsCode[]>([]);
  const term = useDebouncedValue(input.trim(), TERMS_SEARCH_DEBOUNCE_MS);
  const { termsCodes, balancePolicy } = settings.cod;

  useEffect(() => {
    if (term.length < 1) return;
    const controller = new AbortController();
    searchTerms(term, controller.signal)
      .then(setSuggestions)
      .catch(() => !controller.signal.aborted && setSuggestions([]));
    return () => controller.abort();
  }, [term]);

  const setCod = (patch: Partial<typeof settings.cod>) => setSettings((s) => ({ ...s, cod: { ...s.cod, ...patch } }));

  async function add() {
    setAdding(true);
    setError(null);
    const outcome = await checkNewTerm(input, termsCodes, {
      empty: MSG.termEmpty,
      duplicate: MSG.termDuplicate,
      notFound: MSG.termNotFound,
    });
    setAdding(false);
    if (outcome.kind === "refused") return setError(outcome.message);
    setCod({ termsCodes: [...termsCodes, outcome.code] });
    setInput("");
    if (outcome.kind === "unverified") show("warning", MSG.termUnverified(outcome.code));
    else show("success", MSG.termAdded(outcome.code));
  }

  return (
    <Card title="COD Terms" actions={<SaveMode atOnce={false} />}>
      <div className="flex flex-col gap-4">
        <ul aria-label="COD terms codes" className="flex flex-wrap gap-2">
          {termsCodes.length === 0 ? <li className="text-sm text-slate-500">No COD terms codes.</li> : null}
          {termsCodes.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full border border-slate-200 bg-slate-100 py-0.5 pl-3 pr-1 text-sm"
            >
              {code}
              {canManage ? (
                <button
                  type="button"
                  aria-label={`Remove ${code}`}
                  className="rounded-full p-1 hover:bg-slate-200"
                  onClick={() => {
                    setCod({ termsCodes: termsCodes.filter((c) => c !== code) });
                    show("success", MSG.termRemoved(code));
                  }}
                >
                  <X className="h-3 w-3" aria-hidden />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {canManage ? (
          <form
            className="flex flex-col gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
          >
            <label htmlFor={id} className="text-sm font-medium text-slate-700">
              Terms Code
            </label>
            <div className="flex gap-2">
              <input
                id={id}
                list={`${id}-options`}
                value={input}
                maxLength={32}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={controlClass}
                onChange={(e) => setInput(e.target.value)}
              />
              <Button type="submit" variant="secondary" busy={adding}>
                Add Term
              </Button>
            </div>
            <datalist id={`${id}-options`}>
              {suggestions.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.description}
                </option>
              ))}
            </datalist>
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
                {error}
              </p>
            ) : null}
          </form>
        ) : null}
        <SelectField
          label="Balance Policy"
          options={POLICY_OPTIONS}
          value={balancePolicy}
          disabled={!canManage}
          onChange={(e) => setCod({ balancePolicy: e.target.value === "prevent" ? "prevent" : "warn" })}
          className="max-w-xs"
        />
      </div>
    </Card>
  );
}

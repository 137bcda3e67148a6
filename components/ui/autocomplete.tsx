"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { FieldLabel } from "./field";
import { useDebouncedValue } from "./use-debounced-value";

export type AutocompleteProps<T> = {
  label: string;
  noDataText: string;
  /** Called with the debounced term once it is long enough; should honour the signal. */
  search(term: string, signal: AbortSignal): Promise<T[]>;
  optionKey(option: T): string;
  optionLabel(option: T): string;
  renderOption?(option: T): ReactNode;
  onSelect(option: T): void;
  minChars?: number;
  debounceMs?: number;
  placeholder?: string;
  /** The screen's main field: the cursor starts here. */
  autoFocus?: boolean;
  /** A pick is needed to go on: the field's mark, and `aria-required` (the typed text itself is not the value). */
  required?: boolean;
};

type SearchState<T> = { term: string; options: T[]; done: boolean };

/** A search-as-you-type combobox (WAI-ARIA pattern): arrows move, Enter picks, Escape closes. */
export function Autocomplete<T>({
  label,
  noDataText,
  search,
  optionKey,
  optionLabel,
  renderOption,
  onSelect,
  minChars = 2,
  debounceMs = 1000,
  placeholder,
  autoFocus,
  required,
}: AutocompleteProps<T>) {
  const id = useId();
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [result, setResult] = useState<SearchState<T>>({ term: "", options: [], done: false });
  const debounced = useDebouncedValue(term.trim(), debounceMs);
  // Closing on blur waits a moment (so a click on an option lands); focusing again within it must not be undone.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // Callers pass inline functions; keep the latest without re-running the search on every render.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);

  const longEnough = debounced.length >= minChars;
  useEffect(() => {
    if (!longEnough) return;
    const controller = new AbortController();
    searchRef
      .current(debounced, controller.signal)
      .then((options) => setResult({ term: debounced, options, done: true }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        // The spec asks for failed searches to empty the list and only be logged.
        console.warn("search failed", err);
        setResult({ term: debounced, options: [], done: true });
      });
    return () => controller.abort();
  }, [debounced, longEnough]);

  const current = longEnough && result.term === debounced ? result : null;
  const options = current?.options ?? [];
  const loading = term.trim().length >= minChars && (!current || debounced !== term.trim());
  const showList = open && term.trim().length >= minChars;

  function pick(option: T) {
    onSelect(option);
    setTerm(optionLabel(option));
    setOpen(false);
  }

  return (
    <div className="relative flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        role="combobox"
        aria-required={required || undefined}
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && options[active] ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        autoFocus={autoFocus}
        value={term}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === "Enter" && showList && options[active]) {
            e.preventDefault();
            pick(options[active]);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      {showList ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          className="absolute top-full z-30 mt-1 max-h-[310px] w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {loading ? (
            <li className="px-3 py-2 text-slate-500">Searching…</li>
          ) : options.length === 0 ? (
            <li className="px-3 py-2 text-slate-500">{noDataText}</li>
          ) : (
            options.map((option, i) => (
              <li
                key={optionKey(option)}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={cn(
                  "cursor-pointer px-3 py-2",
                  i === active ? "bg-brand-50 text-brand-900" : "hover:bg-slate-50",
                )}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(option);
                }}
              >
                {renderOption ? renderOption(option) : optionLabel(option)}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}

"use client";

import { useState } from "react";
import { componentOnDemand } from "@/components/ui/component-on-demand";
import { preloadOn } from "@/components/ui/preload-on";
import { cn } from "@/lib/cn";
import { DuplicateFinder } from "./duplicate-finder";
import { KeptFileProvider } from "./kept-file";

// The screen opens on Duplicate Finder; the other tools are imported when their tab is pointed at or focused.
const ValueCount = componentOnDemand(() => import("./value-count").then((m) => m.ValueCount));
const CommaRemover = componentOnDemand(() => import("./comma-remover").then((m) => m.CommaRemover));
const PdwFilePrep = componentOnDemand(() => import("./pdw/pdw-file-prep").then((m) => m.PdwFilePrep));

const TOOLS = [
  {
    id: "duplicates",
    label: "Duplicate Finder",
    description: "Find the rows whose value in a column occurs more than once.",
    Tool: DuplicateFinder,
  },
  {
    id: "value-count",
    label: "Value Count",
    description: "Count how often each value of a column occurs.",
    Tool: ValueCount,
  },
  {
    id: "comma-remover",
    label: "Comma Remover",
    description: "Remove commas from every value and save as .txt.",
    Tool: CommaRemover,
  },
  {
    id: "pdw",
    label: "PDW File Prep",
    description: "Clean a price file for PDW: commas, dollar signs, upper case, UPC codes, search and replace.",
    Tool: PdwFilePrep,
  },
] as const;

/** The tool picker with the four tools; files are read in the browser or sent with a progress bar. */
export function DataTools() {
  const [active, setActive] = useState<(typeof TOOLS)[number]["id"]>("duplicates");
  const tool = TOOLS.find((t) => t.id === active) ?? TOOLS[0];
  return (
    <KeptFileProvider>
      <div className="flex flex-col gap-6">
        <div role="tablist" aria-label="Tools" className="grid gap-3 sm:grid-cols-4">
          {TOOLS.map((t) => (
            <button
              key={t.id}
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={t.id === active}
              aria-controls={`panel-${t.id}`}
              onClick={() => setActive(t.id)}
              {...("preload" in t.Tool ? preloadOn(t.Tool.preload) : {})}
              className={cn(
                "rounded-lg border p-4 text-left transition-colors",
                t.id === active
                  ? "border-brand-500 bg-brand-50 ring-2 ring-brand-100"
                  : "border-slate-200 bg-white hover:bg-slate-50",
              )}
            >
              <span className="block font-semibold text-slate-900">{t.label}</span>
              <span className="mt-1 block text-xs text-slate-600">{t.description}</span>
            </button>
          ))}
        </div>
        <section
          role="tabpanel"
          id={`panel-${tool.id}`}
          aria-labelledby={`tab-${tool.id}`}
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 className="mb-4 text-lg font-semibold">{tool.label}</h2>
          <tool.Tool />
        </section>
      </div>
    </KeptFileProvider>
  );
}

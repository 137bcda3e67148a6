"use client";

import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { componentOnDemand } from "@/components/ui/component-on-demand";
import { RESULTS_FILE_NAME } from "@/lib/price-validation/constants";
import { PRICE_VALIDATION_MESSAGES } from "@/lib/price-validation/messages";
import { differenceHistogram } from "@/lib/price-validation/difference-histogram";
import { resultsCsv, visibleResults } from "@/lib/price-validation/results-csv";
import { summarizeDifferences } from "@/lib/price-validation/summarize-differences";
import { ComparisonProgress } from "./comparison-progress";
import { DifferenceChart } from "./difference-chart";
import { PriceFileControls } from "./price-file-controls";
import { PriceFileLayout } from "./price-file-layout";
import { PricingSummary } from "./pricing-summary";
import { saveCsv } from "./save-csv";
import { usePriceComparison } from "./use-price-comparison";
import { resolutionText } from "@/lib/price-validation/resolution-text";

// The tables (the data table's code) come with the first results, not with the screen (issue 17's budget).
const ResultsTable = componentOnDemand(() => import("./results-table").then((m) => m.ResultsTable));
const FailedProducts = componentOnDemand(() => import("./failed-products").then((m) => m.FailedProducts));

export function PriceComparison() {
  const pc = usePriceComparison();
  const [showExactMatches, setShowExactMatches] = useState(true);
  const shown = useMemo(() => visibleResults(pc.results, showExactMatches), [pc.results, showExactMatches]);
  const differences = useMemo(() => pc.results.map((r) => r.priceDifference), [pc.results]);
  const summary = useMemo(() => summarizeDifferences(differences), [differences]);
  const bins = useMemo(() => differenceHistogram(differences), [differences]);
  const busy = pc.resolving || pc.running;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <div className="flex flex-col gap-4">
          <PriceFileControls
            disabled={busy}
            canSubmit={(pc.resolution?.products ?? 0) > 0}
            running={pc.running}
            onFile={(file) => void pc.chooseFile(file)}
            onSubmit={() => {
              void ResultsTable.preload();
              void FailedProducts.preload();
              void pc.submit();
            }}
          />
          {pc.resolving ? (
            <p role="status" className="text-sm text-slate-600">
              Fetching product and customer cross-references...
            </p>
          ) : null}
          {pc.resolution && !pc.resolving ? (
            <p role="status" className="text-sm text-slate-700">
              {resolutionText(pc.resolution)}
            </p>
          ) : null}
          {pc.running && pc.progress ? <ComparisonProgress progress={pc.progress} /> : null}
          {pc.error ? <Alert tone="error">{pc.error}</Alert> : null}
          <PriceFileLayout open={pc.error === PRICE_VALIDATION_MESSAGES.noValidRows} />
        </div>
      </Card>

      {pc.results.length ? (
        <Card>
          <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
            <PricingSummary summary={summary} />
            <DifferenceChart bins={bins} />
          </div>
        </Card>
      ) : null}

      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            label="Show Exact Matches"
            checked={showExactMatches}
            onChange={setShowExactMatches}
            className="font-medium"
          />
          <Button
            variant="secondary"
            disabled={shown.length === 0}
            onClick={() => saveCsv(resultsCsv(shown), RESULTS_FILE_NAME)}
          >
            Download CSV
          </Button>
        </div>
        {pc.results.length ? <ResultsTable rows={shown} /> : null}
      </div>

      {pc.failed.length ? <FailedProducts failed={pc.failed} /> : null}
    </div>
  );
}

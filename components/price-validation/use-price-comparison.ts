"use client";

import { useCallback, useRef, useState } from "react";
import { ApiClientError } from "@/lib/api-client/api-fetch";
import { isCsvInputError } from "@/lib/csv/errors";
import { MAX_PRICE_FILE_ROWS } from "@/lib/price-validation/constants";
import { PRICE_VALIDATION_MESSAGES as MSG, TOO_MANY_ROWS_MESSAGE } from "@/lib/price-validation/messages";
import type { FailedProduct, PriceFileRow, PriceResult } from "@/lib/price-validation/schemas";
import { resolveIds, runComparison } from "./price-validation-api";

export type Resolution = { rows: number; products: number; customers: number };
export type Progress = { done: number; total: number };

const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
const messageOf = (err: unknown, fallback: string) =>
  err instanceof ApiClientError || isCsvInputError(err) ? err.message : fallback;

/**
 * Price Comparison's states (spec 2 section 4): choosing a file parses it and resolves its ids; Submit Data
 * (only with a resolved product) prices it on the server while a progress bar fills; then results and failures.
 */
export function usePriceComparison() {
  const [rows, setRows] = useState<PriceFileRow[]>([]);
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const [resolving, setResolving] = useState(false);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [results, setResults] = useState<PriceResult[]>([]);
  const [failed, setFailed] = useState<FailedProduct[]>([]);
  const [error, setError] = useState<string | null>(null);
  const choice = useRef(0);

  const chooseFile = useCallback(async (file: File | undefined) => {
    const mine = ++choice.current;
    setRows([]);
    setResolution(null);
    setResults([]);
    setFailed([]);
    setProgress(null);
    setError(null);
    if (!file) {
      setError(MSG.noFile);
      return;
    }
    setResolving(true);
    try {
      // The CSV reader (lib/csv) is imported with the first file, not with the screen.
      const { distinctIds, readPriceFile } = await import("@/lib/price-validation/read-price-file");
      const parsed = await readPriceFile(file);
      if (mine !== choice.current) return;
      if (parsed.length === 0) {
        setError(MSG.noValidRows);
        return;
      }
      if (parsed.length > MAX_PRICE_FILE_ROWS) {
        setError(TOO_MANY_ROWS_MESSAGE);
        return;
      }
      const ids = distinctIds(parsed);
      const resolved = await resolveIds(ids.productIds, ids.customerIds);
      if (mine !== choice.current) return;
      const products = new Set(Object.values(resolved.products)).size;
      setRows(parsed);
      setResolution({ rows: parsed.length, products, customers: new Set(Object.values(resolved.customers)).size });
      // Submit Data stays disabled; say why at once rather than leave a dead button.
      if (products === 0) setError(MSG.noResolvedProducts);
    } catch (err) {
      if (mine === choice.current) setError(messageOf(err, "The file could not be read."));
    } finally {
      if (mine === choice.current) setResolving(false);
    }
  }, []);

  const submit = useCallback(async () => {
    if (!resolution || resolution.products === 0) {
      setError(MSG.noResolvedProducts);
      return;
    }
    setRunning(true);
    setError(null);
    setResults([]);
    setFailed([]);
    // Counted in rows: a large file goes in several requests, each with its own plan of ERP calls.
    setProgress({ done: 0, total: rows.length });
    // Gathered outside React state while the batches stream in; shown once, in file order.
    const gotResults: PriceResult[] = [];
    const gotFailed: FailedProduct[] = [];
    try {
      await runComparison(rows, (event) => {
        if (event.type === "batch") {
          gotResults.push(...event.results);
          gotFailed.push(...event.failed);
          setProgress({ done: gotResults.length + gotFailed.length, total: rows.length });
        } else if (event.type === "error") throw new ApiClientError(event.status, event.message);
      });
      setResults(gotResults.sort(byLine));
      setFailed(gotFailed.sort(byLine));
      if (gotFailed.length) setError(MSG.someFailed(gotFailed.length));
    } catch (err) {
      setResults(gotResults.sort(byLine));
      setFailed(gotFailed.sort(byLine));
      setError(messageOf(err, "The comparison stopped before it finished. Please try again."));
    } finally {
      setRunning(false);
    }
  }, [resolution, rows]);

  return { resolution, resolving, running, progress, results, failed, error, chooseFile, submit };
}

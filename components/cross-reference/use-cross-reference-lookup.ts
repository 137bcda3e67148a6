"use client";

import { useCallback, useRef, useState } from "react";
import { ApiClientError, erpProxy } from "@/lib/api-client/api-fetch";
import { NOT_FOUND_IN_ERP } from "@/lib/erp/answer-codes";
import type { ProductCrossReference } from "@/lib/erp/schemas/user-defined";
import { TEST_PAGE_MESSAGES as MSG } from "./messages";

export type LookupState =
  | { kind: "idle" }
  | { kind: "found"; record: ProductCrossReference }
  | { kind: "none" }
  | { kind: "error"; message: string };

/** The ERP has no such record (CLARIFICATIONS 9): the API names it by its answer's code. */
const isMissingRecord = (err: unknown) => err instanceof ApiClientError && err.code === NOT_FOUND_IN_ERP;

/** One EDS.PN.XREF record by distributor product id, through the ERP proxy. */
export function useCrossReferenceLookup() {
  const [state, setState] = useState<LookupState>({ kind: "idle" });
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const lookUp = useCallback(async (raw: string) => {
    const id = raw.trim();
    if (!id) {
      setState({ kind: "error", message: MSG.empty });
      return;
    }
    const mine = ++latest.current;
    setLoading(true);
    try {
      const record = await erpProxy<ProductCrossReference>({
        method: "GET",
        url: "/UserDefined/EDS.PN.XREF",
        params: { id },
      });
      if (mine !== latest.current) return;
      // A record whose partner id is blank maps to nothing.
      setState(record?.HER_PN ? { kind: "found", record } : { kind: "none" });
    } catch (err) {
      if (mine !== latest.current) return;
      if (isMissingRecord(err)) setState({ kind: "none" });
      else {
        console.error("Cross reference fetch failed", err);
        setState({ kind: "error", message: MSG.failed });
      }
    } finally {
      if (mine === latest.current) setLoading(false);
    }
  }, []);

  return { state, loading, lookUp };
}

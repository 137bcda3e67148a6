"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { TEST_PAGE_MESSAGES as MSG } from "./messages";
import { useCrossReferenceLookup } from "./use-cross-reference-lookup";

/** Test Page (spec 2 section 2): one distributor product id in, its EDS.PN.XREF record out. */
export function CrossReferenceTest() {
  const [edsPn, setEdsPn] = useState("");
  const { state, loading, lookUp } = useCrossReferenceLookup();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Ed's Product ID"
          autoFocus
          placeholder="Enter an Ed's Product ID"
          value={edsPn}
          onChange={(e) => setEdsPn(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") void lookUp(edsPn);
          }}
        />
        <Button busy={loading} onClick={() => void lookUp(edsPn)}>
          {loading ? "Loading..." : "Search"}
        </Button>
      </div>
      {state.kind === "error" ? <Alert tone="error">{state.message}</Alert> : null}
      {state.kind === "none" ? <Alert tone="warning">{MSG.none}</Alert> : null}
      {state.kind === "found" ? (
        <Card title="Cross Reference Result:">
          <ul aria-label="Cross reference result" className="flex flex-col gap-2 text-sm">
            <li>
              <strong>@ID:</strong> {state.record["@ID"]}
            </li>
            <li>
              <strong>File Name:</strong> {state.record.FileName}
            </li>
            <li>
              <strong>HER PN:</strong> {state.record.HER_PN}
            </li>
            <li>
              <strong>ID:</strong> {state.record.id}
            </li>
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

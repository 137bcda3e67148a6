"use client";

import { Button } from "@/components/ui/button";
import { PRICE_FILE_HEADER_ROWS } from "@/lib/price-validation/constants";
import {
  PRICE_FILE_LAYOUT,
  PRICE_FILE_TEMPLATE_NAME,
  priceFileTemplate,
} from "@/lib/price-validation/price-file-template";
import { saveCsv } from "./save-csv";

/** What the comparison expects of the file (the report's layout, read by position), with a template to start from. */
export function PriceFileLayout({ open }: { open: boolean }) {
  return (
    <details className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" open={open}>
      <summary className="cursor-pointer font-medium text-slate-900">Expected file layout</summary>
      <div className="mt-2 flex flex-col gap-2">
        <p>
          The ERP&apos;s invoiced-lines report saved as CSV. Its first {PRICE_FILE_HEADER_ROWS} lines are the
          report&apos;s header and are skipped, titles included; every later line is one invoiced line, read by column
          position, not by title. Lines without a product or a customer are skipped.
        </p>
        <table className="w-fit text-left">
          <caption className="sr-only">Columns the comparison reads</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-4 font-medium">
                Column
              </th>
              <th scope="col" className="font-medium">
                Holds
              </th>
            </tr>
          </thead>
          <tbody>
            {PRICE_FILE_LAYOUT.map((c) => (
              <tr key={c.column}>
                <td className="pr-4 font-mono">{c.column}</td>
                <td>{c.holds}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <Button variant="secondary" size="sm" onClick={() => saveCsv(priceFileTemplate(), PRICE_FILE_TEMPLATE_NAME)}>
            Download Template
          </Button>
        </div>
      </div>
    </details>
  );
}

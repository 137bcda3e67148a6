// The two cross-reference files the portal downloads for Price Comparison (spec 2 section 3), built from
// the same data the sim serves: EDS.PN.XREF.csv and EDS.CUS.XREF.csv.
import { seedData } from "./data/seed";
import { TODAY } from "./data/dates";

export type XrefFiles = { "EDS.PN.XREF.csv": string; "EDS.CUS.XREF.csv": string };

/**
 * Each file opens with an export banner line (the portal finds the header as the first row starting with
 * EDS_PN / EDS_CUSNUM), then the header, then one row per distributor id. A few rows have no partner id and
 * a few products point at ids the ERP no longer has; the portal must cope with both.
 */
export function buildXrefFiles(seed = 54): XrefFiles {
  const data = seedData(seed);
  const { products, customers } = data.crossRefs;
  const csv = (title: string, header: string, map: ReadonlyMap<string, string>) =>
    [`${title} exported ${TODAY},`, header, ...[...map].map(([eds, her]) => `${eds},${her}`)].join("\r\n") + "\r\n";
  return {
    "EDS.PN.XREF.csv": csv("EDS.PN.XREF", "EDS_PN,HER_PN", products),
    "EDS.CUS.XREF.csv": csv("EDS.CUS.XREF", "EDS_CUSNUM,HER_CUSNUM", customers),
  };
}

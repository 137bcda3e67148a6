import { outputFileName } from "@/lib/csv/file-names";

/** The suggested export name, CompanyName_Sales_YYYY_MM_DD (spec 2, section 9). */
export function defaultFeedFileName(companyName: string, date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const company = companyName.trim().replace(/\s+/g, "");
  return `${company}_Sales_${date.getFullYear()}_${pad(date.getMonth() + 1)}_${pad(date.getDate())}`;
}

/** `{name}.txt` from the typed name. */
export function feedFileName(name: string): string {
  return outputFileName(name, ".txt");
}

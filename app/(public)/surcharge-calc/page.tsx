import { SurchargeStatus } from "@/components/surcharge/surcharge-status";
import { Alert } from "@/components/ui/alert";

type Search = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

/** The surcharge link opened from the ERP (public): it applies on load, in the browser, so no prefetch posts it. */
export default async function SurchargePage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const link = { order: first(search.order), companyCode: first(search.companyCode), port: first(search.port) };
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
      <h1 className="text-2xl font-semibold text-slate-900">Credit Card Surcharge</h1>
      {link.order ? <SurchargeStatus link={link} /> : <Alert tone="error">Missing order number in URL</Alert>}
    </main>
  );
}

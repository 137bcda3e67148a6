import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function InvoiceTrackingPage() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <NotBuiltYet title="Invoice Tracking" issue="the shipping work" />
    </main>
  );
}

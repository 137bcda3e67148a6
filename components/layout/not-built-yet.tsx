import Link from "next/link";

/** Stands in for a screen a later issue builds, so every link in the portal leads somewhere. */
export function NotBuiltYet({ title, issue }: { title: string; issue: string }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div role="status" className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-slate-600">
        <p className="font-medium text-slate-800">Not built yet</p>
        <p className="mt-1 text-sm">This screen arrives with {issue}. Everything else in the portal works meanwhile.</p>
        <Link href="/home" className="mt-4 inline-block text-sm font-medium text-brand-600 hover:underline">
          Back to Home
        </Link>
      </div>
    </div>
  );
}

/** Shown while the server reads the company's file list. */
export default function Loading() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <h1 className="text-2xl font-semibold">File Manager</h1>
      <div className="h-32 animate-pulse rounded-lg bg-slate-200/60" />
      <div className="h-64 animate-pulse rounded-lg bg-slate-200/60" />
    </div>
  );
}

/** Shown while a signed-in screen loads its data on the server; the navigation bar stays. */
export default function PortalLoading() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading">
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" />
      <div className="h-10 w-full animate-pulse rounded bg-slate-200" />
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-8 w-full animate-pulse rounded bg-slate-100" />
      ))}
    </div>
  );
}

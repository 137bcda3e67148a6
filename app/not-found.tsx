import Link from "next/link";

/** Any address the portal does not have. "/" takes a signed-in user on to their home page. */
export default function NotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-slate-600">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <Link
        href="/"
        className="mx-auto inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
      >
        Back to the portal
      </Link>
    </main>
  );
}

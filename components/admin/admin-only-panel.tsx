import Link from "next/link";

/** What a signed-in non-admin sees on an admin page; the API refuses them too (403). */
export function AdminOnlyPanel() {
  return (
    <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-8">
      <h1 className="text-xl font-semibold text-amber-900">Administrators only</h1>
      <p className="mt-2 text-sm text-amber-900">
        This page is for portal administrators. Ask one if you need something changed here.
      </p>
      <Link href="/home" className="mt-4 inline-block text-sm font-medium text-brand-600 hover:underline">
        Back to Home
      </Link>
    </div>
  );
}

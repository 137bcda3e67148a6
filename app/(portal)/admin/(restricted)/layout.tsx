import Link from "next/link";
import { requireUser } from "@/lib/auth/current-user";

/** Admin pages are for administrators; the API checks again on every call. */
export default async function AdminOnlyLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  if (user.userType !== "admin") {
    return (
      <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-8">
        <h1 className="text-xl font-semibold text-amber-900">Administrators only</h1>
        <p className="mt-2 text-sm text-amber-900">This page is for portal administrators. Ask one if you need something changed here.</p>
        <Link href="/home" className="mt-4 inline-block text-sm font-medium text-brand-600 hover:underline">
          Back to Home
        </Link>
      </div>
    );
  }
  return children;
}

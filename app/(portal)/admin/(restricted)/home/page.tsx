import Link from "next/link";
import { ADMIN_MENU } from "@/lib/menus/list-visible-menus";

const DESCRIPTIONS: Record<string, string> = {
  "/admin/companies": "Companies, their ERP address and ports, surcharge and tracking settings.",
  "/admin/users": "Staff and administrator accounts, roles per product, invites.",
  "/admin/menus": "The menu entries each product and role sees.",
  "/admin/products": "The products staff can own and sign up for.",
  "/admin/logs": "Sign-ins, failures, uploads and surcharges.",
  "/admin/shipment-tracking": "Every company's shipments and their tracking.",
};

export default function AdminDashboardPage() {
  const links = ADMIN_MENU.filter((m) => m.path !== "/admin/home");
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Admin Dashboard</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((m) => (
          <li key={m.path}>
            <Link href={m.path} className="block h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 hover:shadow">
              <span className="text-lg font-semibold text-brand-700">{m.name}</span>
              <span className="mt-1 block text-sm text-slate-600">{DESCRIPTIONS[m.path]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

import {
  Building2,
  CircleHelp,
  FileText,
  Inbox,
  Menu,
  Package,
  Truck,
  Users,
  Webhook,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { ADMIN_MENU } from "@/lib/menus/list-visible-menus";

const CARDS: Record<string, { description: string; icon: LucideIcon }> = {
  "/admin/companies": {
    description: "Companies, their ERP address and ports, surcharge and tracking settings.",
    icon: Building2,
  },
  "/admin/users": { description: "Staff and administrator accounts, roles per product, invites.", icon: Users },
  "/admin/menus": { description: "The menu entries each product and role sees.", icon: Menu },
  "/admin/products": { description: "The products staff can own and sign up for.", icon: Package },
  "/admin/logs": { description: "Sign-ins, failures, uploads, surcharges and admin changes.", icon: FileText },
  "/admin/outbox": { description: "Invites sent, or kept here when no mail server is configured.", icon: Inbox },
  "/admin/shipment-tracking": { description: "Every company's shipments and their tracking.", icon: Truck },
  "/admin/webhook-deliveries": {
    description: "Shippo's tracking deliveries: received, outcome, why; replay one.",
    icon: Webhook,
  },
  "/admin/actions-in-doubt": {
    description: "Labels, freight, surcharges and ERP records not confirmed made for ten minutes; check them again.",
    icon: CircleHelp,
  },
};

export default function AdminDashboardPage() {
  const links = ADMIN_MENU.filter((m) => m.path !== "/admin/home");
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Admin Dashboard</h1>
        <p className="mt-1 text-sm text-slate-600">
          Everything administrators maintain. Each change is recorded in the logs with who made it.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((m) => {
          const card = CARDS[m.path];
          const Icon = card?.icon ?? FileText;
          return (
            <li key={m.path}>
              <Link
                href={m.path}
                className="flex h-full gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 hover:shadow"
              >
                <Icon className="mt-1 h-6 w-6 shrink-0 text-brand-600" aria-hidden />
                <span>
                  <span className="text-lg font-semibold text-brand-700">{m.name}</span>
                  {card ? <span className="mt-1 block text-sm text-slate-600">{card.description}</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { Building2, Mail, MapPin, Phone } from "lucide-react";
import { Card } from "@/components/ui/card";
import type { CustomerCardView } from "@/lib/invoice-lookup/customer-card";

/** The picked customer (spec 2 section 2): name, id, address, a non-US country, first phone and email. */
export function CustomerCard({ customer }: { customer: CustomerCardView }) {
  return (
    <Card
      title={
        <span className="flex items-center gap-2">
          <Building2 className="h-5 w-5 text-brand-600" aria-hidden />
          {customer.name}
        </span>
      }
    >
      <div className="grid gap-4 text-sm sm:grid-cols-2" aria-label="Customer details">
        <div className="flex flex-col gap-1">
          <p className="text-slate-600">Customer ID: {customer.id}</p>
          <div className="flex gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
            <address className="not-italic">
              {customer.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              {customer.cityLine ? <span className="block">{customer.cityLine}</span> : null}
              {customer.country ? <span className="block">{customer.country}</span> : null}
            </address>
          </div>
        </div>
        <div className="flex flex-col gap-1">
          {customer.phone ? (
            <p className="flex items-center gap-2">
              <Phone className="h-4 w-4 text-slate-400" aria-hidden />
              {customer.phone}
            </p>
          ) : null}
          {customer.email ? (
            <p className="flex items-center gap-2">
              <Mail className="h-4 w-4 text-slate-400" aria-hidden />
              {customer.email}
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

import type { contactView } from "@/lib/contacts/contact-view";

type View = ReturnType<typeof contactView>;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-2 py-1.5">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function ContactDetails({ view }: { view: View }) {
  return (
    <dl className="divide-y divide-slate-100">
      <Row label="ID">{view.id}</Row>
      <Row label="Full Name">{view.fullName || "—"}</Row>
      <Row label="Company">{view.companyName}</Row>
      <Row label="Emails">{view.emails.length ? view.emails.join(", ") : "—"}</Row>
      <Row label="Classifications">{view.classifications.join(", ")}</Row>
      <Row label="Phones">
        {view.phones.length ? (
          <ul>
            {view.phones.map((p, i) => (
              <li key={`${p.number}-${i}`}>
                {p.number} <span className="text-slate-500">({p.description})</span>
              </li>
            ))}
          </ul>
        ) : (
          "—"
        )}
      </Row>
    </dl>
  );
}

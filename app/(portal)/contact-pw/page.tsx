import { WebPasswordForm } from "@/components/contact-pw/web-password-form";
import { BackLink } from "@/components/ui/back-link";
import { requireUser } from "@/lib/auth/current-user";
import { contactIdParam } from "@/lib/contact-pw/contact-id-param";

type Props = { searchParams: Promise<{ contactId?: string | string[] }> };

/** `?contactId=` (Contact Search's link) opens on that contact, its web access read. */
export default async function UpdateWebPasswordPage({ searchParams }: Props) {
  await requireUser();
  const contactId = contactIdParam((await searchParams).contactId);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        {/* Opened on a contact from its card in Contact Search: the way back there. */}
        {contactId ? <BackLink href="/contacts" to="Contact Search" /> : null}
        <h1 className="text-2xl font-semibold">Update Web Password</h1>
      </div>
      <WebPasswordForm contactId={contactId} />
    </div>
  );
}

import { ContactSearch } from "@/components/contacts/contact-search";

export default function ContactsPage() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Contact Search</h1>
      <ContactSearch />
    </div>
  );
}

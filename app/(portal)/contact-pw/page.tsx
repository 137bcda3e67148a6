import { NotBuiltYet } from "@/components/layout/not-built-yet";

export default function ContactWebPasswordPage() {
  return <NotBuiltYet title="Contact Web Password" issue="the ERP tools work" />;
}

import { WebPasswordForm } from "@/components/contact-pw/web-password-form";
import { requireUser } from "@/lib/auth/current-user";

export default async function UpdateWebPasswordPage() {
  await requireUser();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Update Web Password</h1>
      <WebPasswordForm />
    </div>
  );
}

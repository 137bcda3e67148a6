import { PortalChrome } from "@/components/layout/portal-chrome";
import { Toaster } from "@/components/ui/toast";
import { requireUser } from "@/lib/auth/current-user";

export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PortalChrome user={await requireUser()}>{children}</PortalChrome>
      <Toaster />
    </>
  );
}

import type { Metadata } from "next";
import { SwrProvider } from "@/components/layout/swr-provider";
import { Toaster } from "@/components/ui/toast";
import "./globals.css";

export const metadata: Metadata = {
  title: "E54 Portal",
  description: "Pricing, invoices, shipping, files and ERP records for distributor staff.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SwrProvider>{children}</SwrProvider>
        <Toaster />
      </body>
    </html>
  );
}

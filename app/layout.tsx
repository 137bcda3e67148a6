import type { Metadata } from "next";
import { connection } from "next/server";
import { ZodJitless } from "@/components/layout/zod-jitless";
import "./globals.css";

export const metadata: Metadata = {
  title: "E54 Portal",
  description: "Pricing, invoices, shipping, files and ERP records for distributor staff.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request, never at build time: Next puts the request's CSP nonce (proxy.ts) on its scripts then.
  await connection();
  return (
    <html lang="en">
      <body>
        <ZodJitless />
        {children}
      </body>
    </html>
  );
}

import { notFound } from "next/navigation";
import { FeedPage } from "@/components/monthly-feed/feed-page";
import { requireUser } from "@/lib/auth/current-user";
import { MANUFACTURER_NAME } from "@/lib/monthly-feed/feed-path";

/** Where next.config.ts sends a /{manufacturer}-feed address (spec 2); /kohler-feed has its own page. */
export default async function ManufacturerFeedPage({ params }: { params: Promise<{ manufacturer: string }> }) {
  const { manufacturer } = await params;
  if (!MANUFACTURER_NAME.test(manufacturer)) notFound();
  await requireUser();
  return <FeedPage manufacturer={manufacturer.toLowerCase()} />;
}

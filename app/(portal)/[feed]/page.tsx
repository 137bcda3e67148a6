import { notFound } from "next/navigation";
import { FeedPage } from "@/components/monthly-feed/feed-page";
import { requireUser } from "@/lib/auth/current-user";

/** The /{manufacturer}-feed pattern (spec 2); every other unknown top-level path is a 404. */
export default async function ManufacturerFeedPage({ params }: { params: Promise<{ feed: string }> }) {
  const { feed } = await params;
  const match = /^([a-z0-9][a-z0-9_-]*)-feed$/i.exec(feed);
  if (!match) notFound();
  await requireUser();
  return <FeedPage manufacturer={match[1].toLowerCase()} />;
}

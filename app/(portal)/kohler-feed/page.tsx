import { FeedPage } from "@/components/monthly-feed/feed-page";
import { requireUser } from "@/lib/auth/current-user";

export default async function KohlerFeedPage() {
  await requireUser();
  return <FeedPage manufacturer="kohler" />;
}

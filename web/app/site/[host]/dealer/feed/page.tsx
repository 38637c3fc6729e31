import { FeedScreen } from "@/components/dealer/feed-screen";

/** /dealer/feed: the stock feed's pulls, newest first, with Run now (managers and up). */
export default function DealerFeedPage() {
  return <FeedScreen />;
}

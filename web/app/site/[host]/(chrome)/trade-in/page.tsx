import type { Metadata } from "next";
import { requireRoute } from "@/components/info/route-rules";
import { TradeInScreen } from "@/components/trade-in/trade-in-screen";

export const metadata: Metadata = { title: "Trade-In Your Car" };

/** §2 /trade-in: sell your car — valuation, adjustments, then an offer to accept. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  const site = await requireRoute(params, { kind: "trade-in", path: "/trade-in" });
  return (
    <TradeInScreen
      site={site}
      title="Trade-In Your Car"
      intro="Get an offer on your current car and put it towards your next one."
    />
  );
}

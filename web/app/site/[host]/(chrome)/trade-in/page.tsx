import type { Metadata } from "next";
import { TradeInScreen } from "@/components/trade-in/trade-in-screen";
import { sitePage } from "@/lib/page-guard";

export const metadata: Metadata = { title: "Trade-In Your Car" };

/** §2 /trade-in: sell your car — valuation, adjustments, then an offer to accept. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  const site = await sitePage(params, { kind: "trade-in", path: "/trade-in" });
  return (
    <TradeInScreen
      site={site}
      title="Trade-In Your Car"
      intro="Get an offer on your current car and put it towards your next one."
    />
  );
}

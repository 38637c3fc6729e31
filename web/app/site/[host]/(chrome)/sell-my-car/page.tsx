import type { Metadata } from "next";
import { TradeInScreen } from "@/components/trade-in/trade-in-screen";
import { sitePage } from "@/lib/page-guard";

export const metadata: Metadata = { title: "Sell My Car" };

/** §2 /sell-my-car: sell your car — valuation, adjustments, then an offer to accept. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  const site = await sitePage(params, { kind: "trade-in", path: "/sell-my-car" });
  return (
    <TradeInScreen
      site={site}
      title="Sell My Car"
      intro="Sell your car to us: get a valuation online, then a firm offer."
    />
  );
}

import type { Metadata } from "next";
import { TradeInScreen } from "@/components/trade-in/trade-in-screen";
import { sitePage } from "@/lib/page-guard";

export const metadata: Metadata = { title: "Instant Price" };

/** §2 /instant-price: sell your car — valuation, adjustments, then an offer to accept. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  const site = await sitePage(params, { kind: "trade-in", path: "/instant-price" });
  return (
    <TradeInScreen
      site={site}
      title="Instant Price"
      intro="Get an instant online price for your car in a couple of minutes."
    />
  );
}

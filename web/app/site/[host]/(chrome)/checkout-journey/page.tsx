import type { Metadata } from "next";
import { JourneyRoute } from "@/components/checkout/journey-route";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Reads the session cookie and the car's live state on every request.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Buy Online", robots: { index: false } };

/** §2 /checkout-journey?car_id={slug}: the online purchase (sites that list it and reserve). */
export default function CheckoutJourneyPage({ params, searchParams }: Props) {
  return <JourneyRoute params={params} searchParams={searchParams} />;
}

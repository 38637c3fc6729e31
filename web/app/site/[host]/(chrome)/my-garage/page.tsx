import type { Metadata } from "next";
import { GarageRoute } from "@/components/account/garage-route";

export const metadata: Metadata = { title: "My Garage", robots: { index: false } };

/** §2 /my-garage: the shopper's garage, on the sites configured for this path (always signed-in). */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <GarageRoute params={params} path="/my-garage" />;
}

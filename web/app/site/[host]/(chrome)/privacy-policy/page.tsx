import { InfoRoute, infoMetadata } from "@/components/info/info-route";

export const metadata = infoMetadata("/privacy-policy");

/** §2 /privacy-policy on the sites that list it. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <InfoRoute params={params} path="/privacy-policy" />;
}

import { PartnerRoute, partnerMetadata } from "@/components/info/partner-route";

export const metadata = partnerMetadata("twg-cars");

/** §2 /twg-cars group partner tile page. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <PartnerRoute params={params} slug="twg-cars" />;
}

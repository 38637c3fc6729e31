import { PartnerRoute, partnerMetadata } from "@/components/info/partner-route";

export const metadata = partnerMetadata("twg-tyres");

/** §2 /twg-tyres group partner tile page. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <PartnerRoute params={params} slug="twg-tyres" />;
}

import { PartnerRoute, partnerMetadata } from "@/components/info/partner-route";

export const metadata = partnerMetadata("twg-rental");

/** §2 /twg-rental group partner tile page. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <PartnerRoute params={params} slug="twg-rental" />;
}

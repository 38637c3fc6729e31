import { PartnerRoute, partnerMetadata } from "@/components/info/partner-route";

export const metadata = partnerMetadata("neotek");

/** §2 /neotek group partner tile page. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <PartnerRoute params={params} slug="neotek" />;
}

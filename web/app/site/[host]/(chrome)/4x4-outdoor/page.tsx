import { PartnerRoute, partnerMetadata } from "@/components/info/partner-route";

export const metadata = partnerMetadata("4x4-outdoor");

/** §2 /4x4-outdoor group partner tile page. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <PartnerRoute params={params} slug="4x4-outdoor" />;
}

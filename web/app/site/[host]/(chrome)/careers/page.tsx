import { InfoRoute, infoMetadata } from "@/components/info/info-route";

export const metadata = infoMetadata("/careers");

/** §2 /careers on the sites that list it. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <InfoRoute params={params} path="/careers" />;
}

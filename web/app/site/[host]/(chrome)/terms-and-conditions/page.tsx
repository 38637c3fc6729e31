import { InfoRoute, infoMetadata } from "@/components/info/info-route";

export const metadata = infoMetadata("/terms-and-conditions");

/** §2 /terms-and-conditions on the sites that list it. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <InfoRoute params={params} path="/terms-and-conditions" />;
}

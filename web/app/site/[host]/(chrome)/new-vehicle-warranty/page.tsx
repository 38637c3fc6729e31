import { InfoRoute, infoMetadata } from "@/components/info/info-route";

export const metadata = infoMetadata("/new-vehicle-warranty");

/** §2 /new-vehicle-warranty on the sites that list it. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <InfoRoute params={params} path="/new-vehicle-warranty" />;
}

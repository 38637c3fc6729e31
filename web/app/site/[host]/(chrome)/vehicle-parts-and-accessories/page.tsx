import { InfoRoute, infoMetadata } from "@/components/info/info-route";

export const metadata = infoMetadata("/vehicle-parts-and-accessories");

/** §2 /vehicle-parts-and-accessories on the sites that list it. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <InfoRoute params={params} path="/vehicle-parts-and-accessories" />;
}

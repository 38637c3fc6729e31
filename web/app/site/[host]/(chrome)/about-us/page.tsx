import { InfoRoute, infoMetadata } from "@/components/info/info-route";

export const metadata = infoMetadata("/about-us");

/** §2 /about-us on the sites that list it. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <InfoRoute params={params} path="/about-us" />;
}

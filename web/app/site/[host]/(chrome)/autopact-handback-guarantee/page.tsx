import { InfoRoute, infoMetadata } from "@/components/info/info-route";

export const metadata = infoMetadata("/autopact-handback-guarantee");

/** §2 /autopact-handback-guarantee on the sites that list it. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <InfoRoute params={params} path="/autopact-handback-guarantee" />;
}

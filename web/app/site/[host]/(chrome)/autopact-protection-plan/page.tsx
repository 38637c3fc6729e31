import { InfoRoute, infoMetadata } from "@/components/info/info-route";

export const metadata = infoMetadata("/autopact-protection-plan");

/** §2 /autopact-protection-plan on the sites that list it. */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  return <InfoRoute params={params} path="/autopact-protection-plan" />;
}

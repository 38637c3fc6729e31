import type { Metadata } from "next";
import { queryOf } from "@/components/info/site-pages";
import { ServiceScreen } from "@/components/service/service-screen";
import { sitePage } from "@/lib/page-guard";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Book a Service" };

/** §2 /service-maroochydore: service booking on the sites that use this route. */
export default async function Page({ params, searchParams }: Props) {
  const site = await sitePage(params, { kind: "service", path: "/service-maroochydore" });
  return (
    <ServiceScreen site={site} path="/service-maroochydore" query={await queryOf(searchParams)} />
  );
}

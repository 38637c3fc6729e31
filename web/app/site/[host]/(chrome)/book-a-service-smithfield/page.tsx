import type { Metadata } from "next";
import { queryOf } from "@/components/info/site-pages";
import { ServiceScreen } from "@/components/service/service-screen";
import { sitePage } from "@/lib/page-guard";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Book a Service" };

/** §2 /book-a-service-smithfield: service booking on the sites that use this route. */
export default async function Page({ params, searchParams }: Props) {
  const site = await sitePage(params, { kind: "service", path: "/book-a-service-smithfield" });
  return (
    <ServiceScreen
      site={site}
      path="/book-a-service-smithfield"
      query={await queryOf(searchParams)}
    />
  );
}

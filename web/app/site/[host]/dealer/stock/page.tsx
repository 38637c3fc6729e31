import { parseStockListQuery } from "@forecourt/core/dealer/stock-list-query";
import { notFound } from "next/navigation";
import { StockScreen } from "@/components/dealer/stock-screen";
import { siteForHost } from "@/lib/tenant";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /dealer/stock: the site's cars with their filters, sort and page in the address (issue 35
 * §1), so a reload or a shared link shows the same list; a bad part is named and left out.
 */
export default async function DealerStockPage({ params, searchParams }: Props) {
  const site = await siteForHost((await params).host);
  if (!site) notFound();
  const parsed = parseStockListQuery(await searchParams);
  return (
    <StockScreen
      query={parsed.ok ? parsed.query : {}}
      queryError={parsed.ok ? null : `${parsed.message}; showing every car.`}
      locations={site.locations.map((l) => ({ id: String(l.id), name: l.name }))}
    />
  );
}

import { parseStockListQuery } from "@forecourt/core/dealer/stock-list-query";
import { StockScreen } from "@/components/dealer/stock-screen";
import { sitePage } from "@/lib/page-guard";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /dealer/stock: the site's cars with their filters, sort and page in the address (issue 35
 * §1), so a reload or a shared link shows the same list; a bad part is named and left out.
 */
export default async function DealerStockPage({ params, searchParams }: Props) {
  const site = await sitePage(params);
  const parsed = parseStockListQuery(await searchParams);
  return (
    <StockScreen
      query={parsed.ok ? parsed.query : {}}
      queryError={parsed.ok ? null : `${parsed.message}; showing every car.`}
      locations={site.locations.map((l) => ({ id: String(l.id), name: l.name }))}
    />
  );
}

import type { Metadata } from "next";
import { queryOf } from "@/components/info/site-pages";
import { TradeInScreen } from "@/components/trade-in/trade-in-screen";
import { sitePage } from "@/lib/page-guard";
import { tradeInCar } from "@/lib/trade-in-car";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Trade-In Valuation" };

/** §2 /cars/trade-in?car_id={id}: a trade-in valuation towards one car (sites that support trade-in). */
export default async function CarTradeInPage({ params, searchParams }: Props) {
  const site = await sitePage(params, { kind: "trade-in", path: null });
  const carId = (await queryOf(searchParams)).car_id;
  const car = await tradeInCar(site, carId);
  return (
    <TradeInScreen
      site={site}
      title="Trade-In Valuation"
      intro="Value your current car and put it towards this one."
      car={car}
    />
  );
}

import { queryOf } from "@/components/info/site-pages";
import { gatePage, pathWithQuery } from "@/lib/account/server";
import { financeCar } from "@/lib/finance-car";
import { sitePage } from "@/lib/page-guard";
import { FinanceScreen } from "./finance-screen";

export type RouteProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * §2 finance routes (/finance, /finance-enquiry, …): answer only on sites that list the page,
 * and only to signed-in shoppers where the site gates finance (§4).
 */
export async function FinanceRoute({
  params,
  searchParams,
  path,
  title,
}: RouteProps & { path: string; title: string }) {
  const site = await sitePage(params, { kind: "page", path });
  const query = await queryOf(searchParams);
  // §4: finance is gated on some sites.
  await gatePage(site, pathWithQuery(path, query));
  const car = await financeCar(site, query.car_id);
  return <FinanceScreen site={site} title={title} query={query} car={car} />;
}

/** §2 /personalised/finance?car_id={id}: the finance page for one car, on sites with a finance provider. */
export async function PersonalisedFinanceRoute({ params, searchParams }: RouteProps) {
  const site = await sitePage(params, { kind: "personalised-finance" });
  const query = await queryOf(searchParams);
  // §4: equifax (personalised) finance is gated on some sites.
  await gatePage(site, pathWithQuery("/personalised/finance", query));
  const car = await financeCar(site, query.car_id);
  return <FinanceScreen site={site} title="Personalised Finance" query={query} car={car} />;
}

import type { Metadata } from "next";
import { PersonalisedFinanceRoute, type RouteProps } from "@/components/finance/finance-route";

export const metadata: Metadata = { title: "Personalised Finance" };

/** §2 /personalised/finance?car_id={id}: finance for one car, prefilled from the car. */
export default async function Page(props: RouteProps) {
  return <PersonalisedFinanceRoute {...props} />;
}

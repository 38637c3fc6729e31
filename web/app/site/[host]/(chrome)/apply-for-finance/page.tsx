import type { Metadata } from "next";
import { FinanceRoute, type RouteProps } from "@/components/finance/finance-route";

export const metadata: Metadata = { title: "Apply for Finance" };

/** §2 /apply-for-finance: finance steps, repayment calculator, offers and the finance enquiry. */
export default async function Page(props: RouteProps) {
  return <FinanceRoute {...props} path="/apply-for-finance" title="Apply for Finance" />;
}

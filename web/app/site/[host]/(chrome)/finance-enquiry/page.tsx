import type { Metadata } from "next";
import { FinanceRoute, type RouteProps } from "@/components/finance/finance-route";

export const metadata: Metadata = { title: "Finance Enquiry" };

/** §2 /finance-enquiry: finance steps, repayment calculator, offers and the finance enquiry. */
export default async function Page(props: RouteProps) {
  return <FinanceRoute {...props} path="/finance-enquiry" title="Finance Enquiry" />;
}

import type { Metadata } from "next";
import { FinanceRoute, type RouteProps } from "@/components/finance/finance-route";

export const metadata: Metadata = { title: "Finance Pre-Approval" };

/** §2 /finance-pre-approval: finance steps, repayment calculator, offers and the finance enquiry. */
export default async function Page(props: RouteProps) {
  return <FinanceRoute {...props} path="/finance-pre-approval" title="Finance Pre-Approval" />;
}

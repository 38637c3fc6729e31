import type { Metadata } from "next";
import { OnlinePaymentForm } from "@/components/account/online-payment-form";
import { PageShell } from "@/components/info/page-shell";
import { gatePage, signedInUser } from "@/lib/account/server";
import { sitePage } from "@/lib/page-guard";

export const metadata: Metadata = { title: "Online Payment", robots: { index: false } };

/**
 * §2 /online-payment: pay a service or parts invoice, on the sites that offer it; signed-in only
 * where the site gates it (§4). A signed-in shopper's mobile is filled in.
 */
export default async function Page({ params }: { params: Promise<{ host: string }> }) {
  const site = await sitePage(params, { kind: "page", path: "/online-payment" });
  const user = (await gatePage(site, "/online-payment")) ?? (await signedInUser(site));
  return (
    <PageShell
      title="Online Payment"
      intro={`Pay your ${site.name} service or parts invoice online. You will need the invoice number printed on your invoice.`}
    >
      <OnlinePaymentForm phone={user?.phone ?? null} />
    </PageShell>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { siteForHost } from "@/lib/tenant";

type Props = { children: ReactNode; params: Promise<{ host: string }> };

// Staff screens are never indexed, whatever the site's robots settings.
export const metadata: Metadata = {
  title: "Dealer console",
  robots: { index: false, follow: false },
};

/** The dealer console (issue 17 §3): outside the shopper chrome, one plain bar of sections. */
export default async function DealerLayout({ children, params }: Props) {
  const site = await siteForHost((await params).host);
  if (!site) notFound();
  return (
    <div className="min-h-screen bg-gray-50 text-gray-900">
      <header className="border-b border-gray-200 bg-white">
        <nav
          aria-label="Dealer console"
          className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3"
        >
          <span className="font-bold">{site.name} · Dealer console</span>
          <a className="underline" href="/dealer">
            Sign in
          </a>
          <a className="underline" href="/dealer/stock">
            Stock
          </a>
          <a className="underline" href="/dealer/insights">
            Insights
          </a>
          <a className="underline" href="/dealer/audit">
            Audit log
          </a>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}

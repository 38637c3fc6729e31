import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ConsoleNav } from "@/components/dealer/console-nav";
import { sitePage } from "@/lib/page-guard";

type Props = { children: ReactNode; params: Promise<{ host: string }> };

// Staff screens are never indexed, whatever the site's robots settings.
export const metadata: Metadata = {
  title: "Dealer console",
  robots: { index: false, follow: false },
};

/** The dealer console (issue 17 §3): outside the shopper chrome, one bar of sections (console-nav.tsx). */
export default async function DealerLayout({ children, params }: Props) {
  const site = await sitePage(params);
  return (
    <div className="min-h-screen bg-gray-50 text-gray-900">
      <header className="border-b border-gray-200 bg-white">
        <ConsoleNav siteName={site.name} />
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}

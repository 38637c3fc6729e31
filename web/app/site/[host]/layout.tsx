import { siteLocale, stockTypesPhrase } from "@forecourt/core";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { siteForHost } from "@/lib/tenant";
import { themeStyle } from "@/lib/theme";

type Props = { children: ReactNode; params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).host);
  if (!site) return { title: "Forecourt demo dealer sites" };
  const word = site.theme.vehicleWord.toLowerCase();
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    // Every page has a description for search results; pages with their own replace it.
    description: `${site.name}: ${stockTypesPhrase(site)} ${word}s for sale. Search our stock, book a test drive or a service, value your trade-in and arrange finance.`,
    openGraph: { siteName: site.name, locale: siteLocale(site).ogLocale, type: "website" },
    // Drawn per tenant from its theme (app/site/[host]/icon.svg and apple-touch-icon.png).
    icons: {
      icon: [{ url: "/icon.svg", type: "image/svg+xml" }],
      apple: [{ url: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" }],
    },
  };
}

/** Tenant resolution, step 2: the site for this host, and its brand theme as CSS variables. */
export default async function SiteLayout({ children, params }: Props) {
  const site = await siteForHost((await params).host);
  if (!site) return children;
  return (
    <div
      style={themeStyle(site)}
      className="flex min-h-screen flex-col bg-surface"
      data-site={site.slug}
    >
      {children}
    </div>
  );
}

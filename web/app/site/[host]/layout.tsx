import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { siteForHost } from "@/lib/tenant";
import { themeStyle } from "@/lib/theme";

type Props = { children: ReactNode; params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteForHost((await params).host);
  if (!site) return { title: "Forecourt demo dealer sites" };
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    openGraph: { siteName: site.name, locale: "en_AU", type: "website" },
  };
}

/** Tenant shell: brand theme, header with the dealer's menu, footer. */
export default async function SiteLayout({ children, params }: Props) {
  const site = await siteForHost((await params).host);
  if (!site) return children;
  return (
    <div style={themeStyle(site)} className="flex min-h-screen flex-col" data-site={site.slug}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader site={site} />
      <div className="flex-1">{children}</div>
      <SiteFooter site={site} />
    </div>
  );
}

import { garageRoute } from "@forecourt/core";
import type { ReactNode } from "react";
import { AccountProvider } from "@/components/account/account-context";
import { CompareBar } from "@/components/compare/compare-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { siteForHost } from "@/lib/tenant";

type Props = { children: ReactNode; params: Promise<{ host: string }> };

/** The tenant's page chrome: skip link, header with the dealer's menu and account, footer, the compare link. */
export default async function ChromeLayout({ children, params }: Props) {
  const site = await siteForHost((await params).host);
  if (!site) return children;
  return (
    <AccountProvider garagePath={garageRoute(site)} gated={site.features.gated}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader site={site} />
      <div className="flex-1">{children}</div>
      <SiteFooter site={site} />
      {site.features.compare ? <CompareBar /> : null}
    </AccountProvider>
  );
}

import type { SiteConfig } from "@forecourt/core";
import Link from "next/link";
import { AccountMenu } from "@/components/account/account-menu";
import { HeaderToast } from "@/components/account/header-toast";
import { siteStockVocabulary } from "@/lib/stock-vocabulary";
import { siteNavigation } from "@/lib/view/navigation";
import { NavMenu } from "./nav-menu";

/** §2 header: logo, the dealer's menu (dropdowns on click, or hover per site), phone, Saved. */
export async function SiteHeader({ site }: { site: SiteConfig }) {
  const nav = siteNavigation(site, await siteStockVocabulary(site));
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2"
          aria-label={`${site.name} home`}
        >
          {site.theme.logoUrl ? (
            // biome-ignore lint/performance/noImgElement: dealer logos are small SVG/PNG files of unknown size.
            <img src={site.theme.logoUrl} alt="" className="h-10 w-auto" width={160} height={40} />
          ) : (
            <span className="text-lg font-extrabold tracking-tight text-brand">{site.name}</span>
          )}
        </Link>
        <NavMenu entries={nav.menu} hover={site.features.hoverMenus} phone={nav.phone} />
        {/* Phones have no room for the number itself: one tap to call (wider screens show it). */}
        {nav.phone ? (
          <a
            href={nav.phone.href}
            aria-label={`Call ${nav.phone.text}`}
            className="rounded bg-brand px-3 py-2 text-sm font-bold text-white sm:hidden"
            data-testid="header-call"
          >
            Call
          </a>
        ) : null}
        <Link
          href="/saved"
          className="flex shrink-0 items-center gap-1 rounded px-2 py-2 text-sm font-semibold text-ink hover:bg-gray-100"
          data-testid="header-saved"
        >
          <span aria-hidden="true" className="text-lg leading-none text-red-600">
            ♡
          </span>
          <span className="sr-only sm:not-sr-only">Saved</span>
        </Link>
        <AccountMenu />
      </div>
      <HeaderToast />
    </header>
  );
}

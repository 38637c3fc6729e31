import type { SiteConfig } from "@forecourt/core";
import { AccountMenu } from "@/components/account/account-menu";
import { HeaderToast } from "@/components/account/header-toast";
import Link from "@/components/link";
import { siteStockVocabulary } from "@/lib/stock-vocabulary";
import { siteNavigation } from "@/lib/view/navigation";
import { NavMenu } from "./nav-menu";

/** §2 header: logo, the dealer's menu (dropdowns on click, or hover per site), phone, Saved. */
export async function SiteHeader({ site }: { site: SiteConfig }) {
  const nav = siteNavigation(site, await siteStockVocabulary(site));
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      {/* One row at every width: the logo gives way (min-w-0) before any control wraps. Wider than
          the page's 80rem column, so a long menu leaves the words beside it room on a desktop. */}
      <div className="mx-auto flex max-w-[90rem] items-center gap-2 px-4 py-2 max-[374px]:gap-1.5 sm:gap-4 sm:py-3">
        <Link
          href="/"
          className="flex min-w-0 items-center gap-2"
          aria-label={`${site.name} home`}
          data-testid="header-logo"
        >
          {site.theme.logoUrl ? (
            // biome-ignore lint/performance/noImgElement: dealer logos are small SVG/PNG files of unknown size.
            <img
              src={site.theme.logoUrl}
              alt=""
              // A landscape wordmark (the demo tenants' are 200×56): 44 px tall on a phone, 52
              // on wider screens, narrowed in proportion when the row needs the room.
              className="h-11 w-auto max-w-full object-contain object-left sm:h-13"
              width={200}
              height={56}
            />
          ) : (
            <span className="truncate text-lg font-extrabold tracking-tight text-brand">
              {site.name}
            </span>
          )}
        </Link>
        <NavMenu entries={nav.menu} hover={site.features.hoverMenus} phone={nav.phone} />
        {/* Phones have no room for the number itself: one tap to call (wider screens show it). */}
        {nav.phone ? (
          <a
            href={nav.phone.href}
            aria-label={`Call ${nav.phone.text}`}
            className="flex min-h-10 shrink-0 items-center whitespace-nowrap rounded bg-brand px-3 py-2 text-sm font-bold text-white sm:hidden"
            data-testid="header-call"
          >
            Call
          </a>
        ) : null}
        <Link
          href="/saved"
          // Below 375 px the menu holds Saved (NavMenu), leaving the logo room to be read.
          className="flex min-h-10 min-w-10 shrink-0 items-center justify-center gap-1 rounded px-2 py-2 text-sm font-semibold text-ink hover:bg-gray-100 max-[374px]:hidden xl:min-h-0"
          data-testid="header-saved"
        >
          <span aria-hidden="true" className="text-lg leading-none text-red-600">
            ♡
          </span>
          {/* The word where there is room: not on a phone, nor beside a long desktop menu. */}
          <span className="sr-only sm:not-sr-only xl:sr-only wide:not-sr-only">Saved</span>
        </Link>
        <AccountMenu />
      </div>
      <HeaderToast />
    </header>
  );
}

import type { Manufacturer } from "../schemas/catalogue";
import type { MenuItem, SiteConfig } from "../schemas/site-config";
import { slugify } from "../search/search-path";
import { modelsLink } from "./routes";
import { siteHasPage } from "./site-pages";
import { STOCK_SLUGS } from "./stock-menus";

type MenuSite = Pick<
  SiteConfig,
  "offers" | "menu" | "footer" | "finance" | "serviceBooking" | "stock" | "pages" | "models"
> & { features: Pick<SiteConfig["features"], "tradeIn"> };

const STOCK_LABELS = { new: "New Cars", demo: "Demo Cars", used: "Used Cars" } as const;

/** §2 /special-offers shows in menus only when the dealer has at least one offer. */
export const OFFERS_PATH = "/special-offers";

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/**
 * §2 default main menu and footer: Home, New Vehicles dropdown, Stock dropdown, Offers (only
 * with ≥ 1 offer), Service, About Us, Sell My Car and Finance — each only where it leads to a
 * page the site has: New Vehicles needs a model list, About Us and Finance a listed page, Sell
 * My Car trade-in and its page.
 */
export function defaultMenu(site: Omit<MenuSite, "menu" | "footer">): MenuItem[] {
  const types = site.stock.carTypes ?? (["new", "demo", "used"] as const);
  const has = (path: string) => siteHasPage(site, path);
  const finance = site.finance.link;
  const items: Array<MenuItem | null> = [
    { label: "Home", href: "/" },
    site.models.length > 0
      ? { label: "New Vehicles", href: "/models", dropdown: "new-vehicles" }
      : null,
    {
      label: "Stock",
      dropdown: "stock",
      children: types.map((t) => ({ label: STOCK_LABELS[t], href: `/search/${STOCK_SLUGS[t]}` })),
    },
    { label: "Offers", href: OFFERS_PATH },
    {
      label: "Service",
      href: site.serviceBooking.externalUrl ?? site.serviceBooking.routes[0] ?? "/service",
    },
    has("/about-us") ? { label: "About Us", href: "/about-us" } : null,
    site.features.tradeIn && has("/sell-my-car")
      ? { label: "Sell My Car", href: "/sell-my-car" }
      : null,
    isExternal(finance) || has(finance) ? { label: "Finance", href: finance } : null,
  ];
  return withoutEmptyOffers(
    items.filter((i): i is MenuItem => i !== null),
    site.offers.length,
  );
}

/** Drops /special-offers entries (at any depth) when the dealer has no offers. */
export function withoutEmptyOffers(items: readonly MenuItem[], offerCount: number): MenuItem[] {
  if (offerCount >= 1) return [...items];
  return items
    .filter((i) => i.href !== OFFERS_PATH)
    .map((i) => (i.children ? { ...i, children: withoutEmptyOffers(i.children, offerCount) } : i));
}

/** §2 the main menu: the dealer's own (site.menu) or the default; Offers only with offers. */
export function mainMenu(site: MenuSite): MenuItem[] {
  return site.menu ? withoutEmptyOffers(site.menu, site.offers.length) : defaultMenu(site);
}

/** §2 the footer menu: the dealer's own (site.footer) or the default; Offers only with offers. */
export function footerMenu(site: MenuSite): MenuItem[] {
  return site.footer ? withoutEmptyOffers(site.footer, site.offers.length) : defaultMenu(site);
}

/**
 * §2 vehicle-type dropdown: the distinct manufacturer body types, in first-seen order, linking to
 * /models?body=; a site without a model list has no /models page, so its entries link to the
 * stock search for that body type (/search/{body}-cars) instead.
 */
export function vehicleTypeDropdown(
  manufacturers: readonly Pick<Manufacturer, "manufacturer_body">[],
  options: { hasModels?: boolean } = {},
): MenuItem[] {
  const seen = new Map<string, string>();
  for (const m of manufacturers) {
    for (const body of m.manufacturer_body ?? []) {
      const label = body.trim();
      if (label && !seen.has(label.toLowerCase())) seen.set(label.toLowerCase(), label);
    }
  }
  const hasModels = options.hasModels ?? true;
  return [...seen.values()].map((label) => ({
    label,
    href: hasModels ? modelsLink(label) : `/search/${encodeURIComponent(slugify(label))}-cars`,
  }));
}

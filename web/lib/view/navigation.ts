import { formatPhone, type MenuItem, type SiteConfig, telHref } from "@forecourt/core";
import { type NavEntry, resolveMenu } from "./menu";

export type SiteNavigation = {
  menu: NavEntry[];
  footer: NavEntry[];
  phone: { text: string; href: string } | null;
};

/** Header and footer entries for a site, with dropdowns filled in. */
export function siteNavigation(site: SiteConfig): SiteNavigation {
  const stockLinks = stockShortcuts(site);
  const menu = resolveMenu(site.menu ?? defaultMenu(site), site, stockLinks);
  const footer = resolveMenu(site.footer ?? site.menu ?? defaultMenu(site), site, stockLinks);
  const raw = site.dealer.phone;
  return {
    menu,
    footer,
    phone: raw ? { text: formatPhone(raw), href: telHref(raw) } : null,
  };
}

/** The stock shortcuts (Stock dropdown, home page): one search page per car type the site sells. */
export function stockShortcuts(site: SiteConfig): NavEntry[] {
  const types = site.stock.carTypes ?? ["new", "demo", "used"];
  const label = { new: "New", demo: "Demo", used: "Used" } as const;
  const word = site.theme.vehicleWord;
  return [
    ...types.map((type) => ({ label: `${label[type]} ${word}s`, href: `/search/${type}-cars` })),
    ...(types.length > 1
      ? [{ label: `All ${word}s`, href: "/search/new-used-and-demo-cars/" }]
      : []),
  ];
}

function defaultMenu(site: SiteConfig): MenuItem[] {
  return [
    { label: "Home", href: "/" },
    { label: "New Vehicles", dropdown: "new-vehicles" },
    { label: "Stock", dropdown: "stock" },
    ...(site.offers.length > 0 ? [{ label: "Offers", href: "/special-offers" }] : []),
    { label: "Service", href: site.serviceBooking.routes[0] ?? "/service" },
    { label: "About Us", href: "/about-us" },
    { label: "Sell My Car", href: "/sell-my-car" },
    { label: "Finance", href: site.finance.link },
  ];
}

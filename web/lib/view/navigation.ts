import {
  footerMenu,
  formatPhone,
  mainMenu,
  type SearchVocabulary,
  type SiteConfig,
  STOCK_SLUGS,
  stockCarTypes,
  telHref,
} from "@forecourt/core";
import { type NavEntry, resolveMenu } from "./menu";

export type SiteNavigation = {
  menu: NavEntry[];
  footer: NavEntry[];
  phone: { text: string; href: string } | null;
};

/**
 * Header and footer entries for a site (core's menu rules: the dealer's menu or the default,
 * Offers only with offers), with dropdowns filled from the site's data and stock.
 */
export function siteNavigation(site: SiteConfig, vocabulary: SearchVocabulary): SiteNavigation {
  const stockLinks = stockShortcuts(site, vocabulary);
  const menu = resolveMenu(mainMenu(site), site, stockLinks, vocabulary);
  // A dealer without its own footer repeats its main menu there.
  const footerItems = footerMenu({ ...site, footer: site.footer ?? site.menu });
  const footer = resolveMenu(footerItems, site, stockLinks, vocabulary);
  const raw = site.dealer.phone;
  return {
    menu,
    footer,
    phone: raw ? { text: formatPhone(raw), href: telHref(raw) } : null,
  };
}

/**
 * The stock shortcuts (Stock dropdown, home page): one search page per car type the site sells
 * that has cars (every type it sells when no vocabulary is given), and All when several.
 */
export function stockShortcuts(site: SiteConfig, vocabulary: SearchVocabulary = {}): NavEntry[] {
  const { types, all } = stockCarTypes(site, vocabulary);
  const label = { new: "New", demo: "Demo", used: "Used" } as const;
  const word = site.theme.vehicleWord;
  return [
    ...types.map((type) => ({
      label: `${label[type]} ${word}s`,
      href: `/search/${STOCK_SLUGS[type]}`,
    })),
    ...(all ? [{ label: `All ${word}s`, href: "/search/new-used-and-demo-cars/" }] : []),
  ];
}

import {
  brandTileLink,
  type MenuItem,
  modelDropdownDescription,
  modelMenuLink,
  type SearchVocabulary,
  type SiteConfig,
  stockVehicleTypeMenu,
} from "@forecourt/core";

/** A header/footer entry with its dropdown already filled from the site's data. */
export type NavEntry = {
  label: string;
  href?: string | undefined;
  children?: NavEntry[];
  /** A model's short description in the New Vehicles dropdown (§9: truncated to 75). */
  description?: string | undefined;
  /** A brand menu entry's 76×65 logo. */
  logo?: string | null | undefined;
  /** Links to another site (a skipPage brand's own address): opens in a new tab. */
  external?: boolean | undefined;
};

/**
 * Fills the dropdown markers of the dealer's menu (§2: New Vehicles from the model list,
 * Stock from the car types with cars, vehicle types from the manufacturer bodies with cars).
 */
export function resolveMenu(
  items: readonly MenuItem[],
  site: SiteConfig,
  stockLinks: NavEntry[],
  vocabulary: SearchVocabulary,
): NavEntry[] {
  return items.map((item) => {
    const children = item.dropdown
      ? dropdownEntries(item.dropdown, site, stockLinks, vocabulary)
      : item.children
        ? resolveMenu(item.children, site, stockLinks, vocabulary)
        : undefined;
    return children
      ? { label: item.label, href: item.href, children }
      : { label: item.label, href: item.href };
  });
}

function dropdownEntries(
  kind: NonNullable<MenuItem["dropdown"]>,
  site: SiteConfig,
  stockLinks: NavEntry[],
  vocabulary: SearchVocabulary,
): NavEntry[] {
  switch (kind) {
    case "stock":
      return stockLinks;
    case "new-vehicles":
      return site.models.map((model) => ({
        label: model.name,
        href: modelMenuLink(model),
        description: modelDropdownDescription(model.short_description) ?? undefined,
      }));
    case "vehicle-types":
      return stockVehicleTypeMenu(site, vocabulary).map((item) => ({
        label: item.label,
        href: item.href,
      }));
    case "brands":
      // §2 header brand menus: the brand tiles, linked as the brands page links them.
      return site.brands.map((brand) => {
        const link = brandTileLink(brand);
        return { label: brand.name, href: link.href, logo: brand.logoUrl, external: link.external };
      });
  }
}

import type { MenuItem, SiteConfig } from "@forecourt/core";

/** A header/footer entry with its dropdown already filled from the site's data. */
export type NavEntry = { label: string; href?: string | undefined; children?: NavEntry[] };

/**
 * Fills the dropdown markers of the dealer's menu (§2: New Vehicles from the model list,
 * Stock from the car types, vehicle types from the manufacturer bodies).
 */
export function resolveMenu(
  items: readonly MenuItem[],
  site: SiteConfig,
  stockLinks: NavEntry[],
): NavEntry[] {
  return items.map((item) => {
    const children = item.dropdown
      ? dropdownEntries(item.dropdown, site, stockLinks)
      : item.children
        ? resolveMenu(item.children, site, stockLinks)
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
): NavEntry[] {
  switch (kind) {
    case "stock":
      return stockLinks;
    case "new-vehicles":
      return site.models.map((model) => ({
        label: model.name,
        href: `/models/order-now?model_id=${encodeURIComponent(model.slug)}&model_name=${encodeURIComponent(model.name)}`,
      }));
    case "vehicle-types": {
      const bodies = new Set(site.manufacturers.flatMap((m) => m.manufacturer_body ?? []));
      return [...bodies].map((body) => ({
        label: body,
        href: `/models?body=${encodeURIComponent(body.toLowerCase().replaceAll(" ", "-"))}`,
      }));
    }
    case "brands":
      return site.brands.map((brand) => ({ label: brand.name, href: `/${brand.slug}/overview` }));
  }
}

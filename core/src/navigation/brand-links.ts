import type { BrandTile } from "../schemas/site-config";

/** §2 a brand's own page: /{brand-slug}/overview. */
export function brandOverviewPath(slug: string): string {
  return `/${encodeURIComponent(slug)}/overview`;
}

/**
 * §2 where a brand tile (or a header brand menu entry) links: tiles flagged skipPage go directly
 * to their external address, or else to their own slug; every other tile to its overview page.
 */
export function brandTileLink(tile: Pick<BrandTile, "slug" | "skipPage" | "externalUrl">): {
  href: string;
  external: boolean;
} {
  if (!tile.skipPage) return { href: brandOverviewPath(tile.slug), external: false };
  const external = tile.externalUrl?.trim();
  return external
    ? { href: external, external: true }
    : { href: `/${encodeURIComponent(tile.slug)}`, external: false };
}

/**
 * §2 the brand a /{brand-slug}/overview address names: one of the site's own brand tiles that
 * has an overview page (skipPage tiles have none); null otherwise, which the site answers with 404.
 */
export function overviewBrand<T extends Pick<BrandTile, "slug" | "skipPage">>(
  brands: readonly T[],
  slug: string,
): T | null {
  return brands.find((b) => b.slug === slug && !b.skipPage) ?? null;
}

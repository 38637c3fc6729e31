import { GARAGE_ROUTES } from "../navigation/garage-routes";

/** One URL of a sitemap: an absolute address and, where the data knows it, when it last changed. */
export type SitemapUrl = { loc: string; lastmod?: string | null };

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** sitemaps.org allows 50,000 URLs a file; a bigger list is split into several files. */
export const SITEMAP_URL_LIMIT = 50_000;

const entry = (tag: "url" | "sitemap", u: SitemapUrl) =>
  `  <${tag}><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ""}</${tag}>`;

/** A <urlset> document (sitemaps.org 0.9), each URL once, in the order given. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const seen = new Set<string>();
  const unique = urls.filter((u) => !seen.has(u.loc) && seen.add(u.loc));
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${unique.map((u) => entry("url", u)).join("\n")}
</urlset>
`;
}

/** A <sitemapindex> document listing a tenant's sitemap files. */
export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitemaps.map((s) => entry("sitemap", s)).join("\n")}
</sitemapindex>
`;
}

/**
 * The address a sitemap lists for a site path: no query or fragment, and no trailing slash but
 * the root's, since the site answers `/x/` with a 308 to `/x` and a sitemap must not redirect.
 * Null for what is not a page of this site (another site's address, mail, phone).
 */
export function sitemapPath(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const path = href.split(/[?#]/)[0] ?? "/";
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : "/";
}

/** The newest of some ISO timestamps as a W3C date (yyyy-MM-dd), or null. */
export function newestDate(stamps: ReadonlyArray<string | null | undefined>): string | null {
  let newest: string | null = null;
  for (const stamp of stamps) {
    const date = stamp ? /^(\d{4}-\d{2}-\d{2})/.exec(stamp)?.[1] : undefined;
    if (date && (newest === null || date > newest)) newest = date;
  }
  return newest;
}

/**
 * Pages a sitemap never lists: they answer `noindex` (a shopper's own pages, sign-in, results
 * of a form, the prize wheel) — garage routes included.
 */
export const NOINDEX_PATHS: ReadonlySet<string> = new Set([
  ...GARAGE_ROUTES,
  "/sign-in",
  "/compare",
  "/success",
  "/checkout-journey",
  "/spin-to-win",
  "/online-payment",
  "/saved",
]);

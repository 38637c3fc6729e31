import { newestDate, SITEMAP_URL_LIMIT, type SitemapUrl } from "./sitemap-xml";

/** One file of a split sitemap: its name (`vehicles.xml`, `vehicles-2.xml` …) and its URLs. */
export type SitemapPart = { file: string; urls: SitemapUrl[] };

/** The part files' names: the first keeps the plain name, the others number from 2. */
const partName = (name: string, n: number) => (n === 1 ? `${name}.xml` : `${name}-${n}.xml`);

/**
 * Splits one sitemap's URLs (each once) into files of at most `limit` URLs, the sitemaps.org
 * limit by default (50,000). An empty list is one empty file, so the index still lists it.
 */
export function sitemapParts(
  name: string,
  urls: readonly SitemapUrl[],
  limit = SITEMAP_URL_LIMIT,
): SitemapPart[] {
  const seen = new Set<string>();
  const unique = urls.filter((u) => !seen.has(u.loc) && seen.add(u.loc));
  const parts: SitemapPart[] = [];
  for (let start = 0; start === 0 || start < unique.length; start += limit) {
    parts.push({
      file: partName(name, parts.length + 1),
      urls: unique.slice(start, start + limit),
    });
  }
  return parts;
}

/** Which sitemap and part a file name asks for (`vehicles-2.xml` → vehicles, 2), or null. */
export function parseSitemapPartName(file: string): { name: string; part: number } | null {
  const match = /^([a-z]+)(?:-([2-9]|[1-9]\d+))?\.xml$/.exec(file);
  if (!match?.[1]) return null;
  return { name: match[1], part: match[2] ? Number(match[2]) : 1 };
}

/** The sitemap index's entries for every part, each with its newest lastmod. */
export function sitemapIndexEntries(baseUrl: string, parts: readonly SitemapPart[]): SitemapUrl[] {
  return parts.map((p) => ({
    loc: `${baseUrl}/sitemaps/${p.file}`,
    lastmod: newestDate(p.urls.map((u) => u.lastmod)),
  }));
}

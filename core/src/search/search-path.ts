import type { SiteConfig } from "../schemas/site-config";

/**
 * §2 search path forms: /search/{used|demo|new}-cars, /search/new-used-and-demo-cars,
 * /search/new-and-demo-cars, /search/{type}-cars, /search/{make}, /search/{make}/{model},
 * /search/{type}-cars/{make}/{model}, /used-car/{make}/{model}, /search/{dealership_slug}
 * and /search/{location slug}.
 */

export type SearchUrlSite = Pick<
  SiteConfig,
  "dealerships" | "locations" | "manufacturers" | "models"
>;

/** Known facet values (e.g. from an unfiltered search) that resolve path slugs to exact values. */
export interface SearchVocabulary {
  make?: readonly string[];
  model?: readonly string[];
  body?: readonly string[];
}

/** What a search path says, before it merges with the query string. */
export interface SearchPathParts {
  /** null: the path names no car type (every type). */
  carTypes: string[] | null;
  body: string | null;
  make: string | null;
  model: string | null;
  scope: { kind: "dealership" | "location"; slug: string } | null;
}

const CAR_TYPE_WORDS = new Set(["new", "demo", "used"]);

/** "Land Rover" → "land-rover". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

function titleCase(slug: string): string {
  return slug
    .split("-")
    .filter((w) => w !== "")
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(" ");
}

function fromVocabulary(slug: string, values: readonly string[] | undefined): string | null {
  return values?.find((v) => slugify(v) === slug) ?? null;
}

/** The make a path slug names: known facet values, then the site's manufacturers, else title case. */
export function makeFromSlug(
  slug: string,
  site: SearchUrlSite,
  vocabulary: SearchVocabulary,
): string {
  return (
    fromVocabulary(slug, vocabulary.make) ??
    site.manufacturers.find((m) => m.slug === slug || slugify(m.name) === slug)?.name ??
    titleCase(slug)
  );
}

/** The model a path slug names: known facet values, then the site's models, else title case. */
export function modelFromSlug(
  slug: string,
  site: SearchUrlSite,
  vocabulary: SearchVocabulary,
): string {
  return (
    fromVocabulary(slug, vocabulary.model) ??
    site.models.find((m) => m.slug === slug || slugify(m.name) === slug)?.name ??
    titleCase(slug)
  );
}

/** Car types named by a "{type}-cars" segment: [] for all types, null when not a car-type form. */
export function carTypesOfSegment(segment: string): string[] | null {
  const match = /^(.+)-cars$/.exec(segment);
  if (!match?.[1]) return null;
  const words = match[1].split("-").filter((w) => w !== "and");
  if (words.length === 1 && words[0] === "all") return [];
  if (words.length === 0 || !words.every((w) => CAR_TYPE_WORDS.has(w))) return null;
  // Every type named is the same as naming none: /search/new-used-and-demo-cars is all stock.
  return words.length === 3 && new Set(words).size === 3 ? [] : [...new Set(words)];
}

/** The "{type}-cars" segment for car types, or null when §2 has no path form for them. */
export function segmentOfCarTypes(carTypes: readonly string[]): string | null {
  const key = [...carTypes].join(",");
  if (key === "") return "new-used-and-demo-cars";
  if (key === "new" || key === "demo" || key === "used") return `${key}-cars`;
  if (key === "new,demo") return "new-and-demo-cars";
  return null;
}

function scopeOf(segment: string, site: SearchUrlSite): SearchPathParts["scope"] {
  const dealerships = new Set<string>();
  for (const d of site.dealerships) if (d.slug) dealerships.add(d.slug);
  for (const l of site.locations) if (l.dealership_slug) dealerships.add(l.dealership_slug);
  if (dealerships.has(segment)) return { kind: "dealership", slug: segment };
  if (site.locations.some((l) => l.slug === segment)) return { kind: "location", slug: segment };
  return null;
}

/** Reads the §2 path forms; other paths name nothing. */
export function parseSearchPath(
  path: string,
  site: SearchUrlSite,
  vocabulary: SearchVocabulary = {},
): SearchPathParts {
  const parts: SearchPathParts = {
    carTypes: null,
    body: null,
    make: null,
    model: null,
    scope: null,
  };
  const segments = path
    .split("/")
    .filter((s) => s !== "")
    .map((s) => safeDecode(s).toLowerCase());
  const [root, ...rest] = segments;
  if (root === "used-car") parts.carTypes = ["used"];
  else if (root !== "search") return parts;
  let i = 0;
  const first = rest[0];
  if (root === "search" && first !== undefined) {
    const types = carTypesOfSegment(first);
    if (types !== null) {
      parts.carTypes = types;
      i = 1;
    } else if (rest.length === 1 && scopeOf(first, site)) {
      parts.scope = scopeOf(first, site);
      return parts;
    } else if (/^.+-cars$/.test(first) && rest.length === 1) {
      // /search/{type}-cars with a vehicle (body) type such as suv-cars.
      const slug = first.slice(0, -"-cars".length);
      parts.body = fromVocabulary(slug, vocabulary.body) ?? titleCase(slug);
      return parts;
    }
  }
  const make = rest[i];
  const model = rest[i + 1];
  if (make !== undefined) parts.make = makeFromSlug(make, site, vocabulary);
  if (make !== undefined && model !== undefined)
    parts.model = modelFromSlug(model, site, vocabulary);
  return parts;
}

/** decodeURIComponent that leaves malformed escapes as they are. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

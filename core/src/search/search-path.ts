import type { SiteConfig } from "../schemas/site-config";
import type { SearchVocabulary } from "./search-vocabulary";

/**
 * §2 search path forms: /search/{used|demo|new}-cars, /search/new-used-and-demo-cars,
 * /search/new-and-demo-cars, /search/{type}-cars, /search/{make}, /search/{make}/{model},
 * /search/{type}-cars/{make}/{model}, /used-car/{make}/{model}, /search/{dealership_slug}
 * and /search/{location slug}; plus a brand's own slug such as /search/isuzu-trucks
 * (make and item type), which the brands pages link to.
 */

/** All the stock a site sells: the one search path that resolves on every site. */
export const ALL_STOCK_PATH = "/search/new-used-and-demo-cars";

export type SearchUrlSite = Pick<
  SiteConfig,
  "dealerships" | "locations" | "manufacturers" | "models"
> & {
  stock?: Pick<SiteConfig["stock"], "carTypes"> & Partial<Pick<SiteConfig["stock"], "sortOptions">>;
};

/** What a search path says, before it merges with the query string. */
export interface SearchPathParts {
  /** null: the path names no car type (every type). */
  carTypes: string[] | null;
  body: string | null;
  itemType: string | null;
  make: string | null;
  model: string | null;
  scope: { kind: "dealership" | "location"; slug: string } | null;
}

/** A path read against a site: its parts, or the first segment that names nothing there. */
export type SearchPathResolution =
  | { ok: true; parts: SearchPathParts }
  | { ok: false; segment: string };

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

/** The models a make has in the vocabulary: from "Make Model" pairs, else every model. */
function modelsOfMake(make: string, vocabulary: SearchVocabulary): readonly string[] | undefined {
  const prefix = `${make} `;
  const paired = (vocabulary.make_model ?? [])
    .filter((pair) => pair.startsWith(prefix))
    .map((pair) => pair.slice(prefix.length));
  return paired.length > 0 ? paired : vocabulary.model;
}

function siteMake(slug: string, site: SearchUrlSite): string | null {
  return site.manufacturers.find((m) => m.slug === slug || slugify(m.name) === slug)?.name ?? null;
}

function siteModel(slug: string, make: string, site: SearchUrlSite): string | null {
  const sameMake = (m: SearchUrlSite["models"][number]) =>
    !m.make || m.make.toLowerCase() === make.toLowerCase();
  return (
    site.models.find((m) => sameMake(m) && (m.slug === slug || slugify(m.name) === slug))?.name ??
    null
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

/** Whether the site sells every car type named (a site without a car-type list sells all). */
export function sellsCarTypes(
  site: { stock?: Pick<SiteConfig["stock"], "carTypes"> },
  carTypes: readonly string[],
): boolean {
  const sold = site.stock?.carTypes;
  return !sold || carTypes.every((t) => (sold as readonly string[]).includes(t));
}

function scopeOf(segment: string, site: SearchUrlSite): SearchPathParts["scope"] {
  const dealerships = new Set<string>();
  for (const d of site.dealerships) if (d.slug) dealerships.add(d.slug);
  for (const l of site.locations) if (l.dealership_slug) dealerships.add(l.dealership_slug);
  if (dealerships.has(segment)) return { kind: "dealership", slug: segment };
  if (site.locations.some((l) => l.slug === segment)) return { kind: "location", slug: segment };
  return null;
}

type PhraseField = "make" | "body" | "itemType";
type Phrase = Partial<Record<PhraseField, string>>;
type Term = { field: PhraseField; value: string; words: string[] };

/**
 * Every facet value a segment's words can name: the stock's values first, then the site's own
 * manufacturers (so "isuzu-trucks" reads as Isuzu trucks in stock before a make without cars),
 * each group longest first so "mercedes-benz" wins over "mercedes".
 */
function phraseTerms(site: SearchUrlSite, vocabulary: SearchVocabulary): Term[] {
  const stock: Term[] = [];
  const own: Term[] = [];
  const add = (into: Term[], field: PhraseField, value: string, slug: string) => {
    if (slug !== "") into.push({ field, value, words: slug.split("-") });
  };
  for (const v of vocabulary.make ?? []) add(stock, "make", v, slugify(v));
  // Bodies and item types read as plurals too: /search/utes, /search/isuzu-trucks.
  for (const v of vocabulary.body ?? []) {
    add(stock, "body", v, slugify(v));
    add(stock, "body", v, `${slugify(v)}s`);
  }
  for (const v of vocabulary.item_type ?? []) {
    add(stock, "itemType", v, slugify(v));
    add(stock, "itemType", v, `${slugify(v)}s`);
  }
  for (const m of site.manufacturers) {
    add(own, "make", m.name, slugify(m.name));
    if (m.slug) add(own, "make", m.name, m.slug);
  }
  const longestFirst = (a: Term, b: Term) => b.words.length - a.words.length;
  return [...stock.sort(longestFirst), ...own.sort(longestFirst)];
}

/** Splits words into facet values, each field at most once; null when they cannot be. */
function matchPhrase(
  words: readonly string[],
  terms: readonly Term[],
  taken: Phrase = {},
): Phrase | null {
  if (words.length === 0) return Object.keys(taken).length > 0 ? taken : null;
  for (const term of terms) {
    if (taken[term.field] !== undefined) continue;
    if (!term.words.every((w, i) => words[i] === w)) continue;
    const rest = matchPhrase(words.slice(term.words.length), terms, {
      ...taken,
      [term.field]: term.value,
    });
    if (rest) return rest;
  }
  return null;
}

function emptyParts(): SearchPathParts {
  return { carTypes: null, body: null, itemType: null, make: null, model: null, scope: null };
}

/**
 * Reads a §2 path against a site. Exact (`exact`): a segment naming no value of a vocabulary
 * field that is given, a car type the site does not sell, or a segment past the last a form
 * has, names nothing (the site answers 404). Lenient: such segments are guessed or ignored.
 */
function readSearchPath(
  path: string,
  site: SearchUrlSite,
  vocabulary: SearchVocabulary,
  exact: boolean,
): SearchPathResolution {
  const parts = emptyParts();
  const ok = (): SearchPathResolution => ({ ok: true, parts });
  const segments = path
    .split("/")
    .filter((s) => s !== "")
    .map((s) => safeDecode(s).toLowerCase());
  const [root, ...rest] = segments;

  // The make and model segments after a car type (or a make named by the first segment).
  const makeAndModel = (tail: readonly string[]): SearchPathResolution => {
    const [makeSlug, modelSlug, ...extra]: ReadonlyArray<string | null> =
      parts.make === null ? tail : [null, ...tail];
    const past = extra[0];
    if (exact && past) return { ok: false, segment: past };
    if (makeSlug) {
      const make =
        fromVocabulary(makeSlug, vocabulary.make) ??
        siteMake(makeSlug, site) ??
        (exact && vocabulary.make ? null : titleCase(makeSlug));
      if (make === null) return { ok: false, segment: makeSlug };
      parts.make = make;
    }
    if (modelSlug && parts.make !== null) {
      const known = modelsOfMake(parts.make, vocabulary);
      const model =
        fromVocabulary(modelSlug, known) ??
        siteModel(modelSlug, parts.make, site) ??
        (exact && known ? null : titleCase(modelSlug));
      if (model === null) return { ok: false, segment: modelSlug };
      parts.model = model;
    }
    return ok();
  };

  if (root === "used-car") {
    if (exact && !sellsCarTypes(site, ["used"])) return { ok: false, segment: root };
    parts.carTypes = ["used"];
    return makeAndModel(rest);
  }
  if (root !== "search") return exact ? { ok: false, segment: root ?? "" } : ok();
  const first = rest[0];
  if (first === undefined) return ok();
  const types = carTypesOfSegment(first);
  if (types !== null) {
    if (exact && !sellsCarTypes(site, types)) return { ok: false, segment: first };
    parts.carTypes = types;
    return makeAndModel(rest.slice(1));
  }
  const scope = rest.length === 1 ? scopeOf(first, site) : null;
  if (scope) {
    parts.scope = scope;
    return ok();
  }
  const words = first.split("-").filter((w) => w !== "");
  const terms = phraseTerms(site, vocabulary);
  const phrase =
    (words.at(-1) === "cars" ? matchPhrase(words.slice(0, -1), terms) : null) ??
    matchPhrase(words, terms);
  if (phrase) {
    parts.make = phrase.make ?? null;
    parts.body = phrase.body ?? null;
    parts.itemType = phrase.itemType ?? null;
    return makeAndModel(rest.slice(1));
  }
  if (/^.+-cars$/.test(first) && (!exact || !vocabulary.body)) {
    // /search/{type}-cars with a vehicle (body) type such as suv-cars, spelled from its slug.
    parts.body = titleCase(first.slice(0, -"-cars".length));
    return exact && rest.length > 1 ? { ok: false, segment: rest[1] ?? "" } : ok();
  }
  return makeAndModel(rest);
}

/** Reads the §2 path forms, guessing values the vocabulary does not hold; other paths name nothing. */
export function parseSearchPath(
  path: string,
  site: SearchUrlSite,
  vocabulary: SearchVocabulary = {},
): SearchPathParts {
  const read = readSearchPath(path, site, vocabulary, false);
  return read.ok ? read.parts : emptyParts();
}

/** Reads the §2 path forms exactly against the site's vocabulary (see readSearchPath). */
export function resolveSearchPath(
  path: string,
  site: SearchUrlSite,
  vocabulary: SearchVocabulary,
): SearchPathResolution {
  return readSearchPath(path, site, vocabulary, true);
}

/** decodeURIComponent that leaves malformed escapes as they are. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

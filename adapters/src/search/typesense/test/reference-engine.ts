import { matchesWithTypo, withinOneEdit } from "@forecourt/core";
import type { CollectionFieldSchema } from "typesense";
import { foldedTokens } from "../encoding";
import type { TypesenseSearchParams } from "../query-compiler";
import type { TypesenseResponse } from "../result-mapping";
import { collectionSchema } from "../schema";

/**
 * Tests only: reads compiled search parameters the way the Typesense docs define them
 * (filter_by, sort_by with missing_values, facet_by with counts and stats, page/per_page)
 * over documents, strictly — an unknown field, operator or parameter throws. Strings
 * compare as Typesense compares them in a filter: token by token, case, accents and
 * punctuation folded ("CX-5" = "cx5"), and a value with no token is refused. It checks
 * the compiler's logic against the oracle where no Typesense server is at hand; the
 * contract suite against a real server checks Typesense itself.
 */

type Doc = Record<string, unknown>;
type Node =
  | { kind: "and"; items: Node[] }
  | { kind: "or"; items: Node[] }
  | { kind: "clause"; field: string; op: string; values: Array<string | number | boolean> };

const SCHEMA_FIELDS = new Map<string, CollectionFieldSchema>(
  collectionSchema("reference").fields.map((f) => [f.name, f]),
);
const KNOWN_PARAMS = new Set([
  "q",
  "query_by",
  "num_typos",
  "prefix",
  "min_len_1typo",
  "typo_tokens_threshold",
  "drop_tokens_threshold",
  "filter_by",
  "sort_by",
  "facet_by",
  "max_facet_values",
  "facet_strategy",
  "page",
  "per_page",
  "include_fields",
]);

function fieldOf(name: string): CollectionFieldSchema {
  const field = SCHEMA_FIELDS.get(name);
  if (!field) throw new Error(`reference engine: no field ${name} in the schema`);
  return field;
}

function tokenize(filter: string): string[] {
  const tokens: string[] = [];
  const re = /\s*(`[^`]*`|&&|\|\||[()[\],]|:!=|:>=|:<=|:=|:>|:<|[A-Za-z_][A-Za-z0-9_]*|-?\d+)/y;
  let at = 0;
  while (at < filter.length) {
    re.lastIndex = at;
    const m = re.exec(filter);
    if (!m) throw new Error(`reference engine: cannot read filter at ${filter.slice(at)}`);
    tokens.push(m[1] as string);
    at = re.lastIndex;
    if (/^\s*$/.test(filter.slice(at))) break;
  }
  return tokens;
}

/** Parses filter_by: clauses joined by && and ||, with parentheses. */
export function parseFilter(filter: string): Node {
  const tokens = tokenize(filter);
  let i = 0;
  const peek = () => tokens[i];
  const take = (want?: string) => {
    const t = tokens[i++];
    if (t === undefined || (want !== undefined && t !== want)) {
      throw new Error(`reference engine: expected ${want ?? "a token"} in ${filter}`);
    }
    return t;
  };
  const value = (): string | number | boolean => {
    const t = take();
    if (t.startsWith("`")) return t.slice(1, -1);
    if (/^-?\d+$/.test(t)) return Number(t);
    if (t === "true" || t === "false") return t === "true";
    throw new Error(`reference engine: bad value ${t} in ${filter}`);
  };
  const clause = (): Node => {
    const field = take();
    fieldOf(field);
    const op = take();
    if (!/^:(=|!=|>=|<=|>|<)$/.test(op)) throw new Error(`reference engine: operator ${op}`);
    const values: Array<string | number | boolean> = [];
    if (peek() === "[") {
      take("[");
      values.push(value());
      while (peek() === ",") {
        take(",");
        values.push(value());
      }
      take("]");
    } else values.push(value());
    return { kind: "clause", field, op: op.slice(1), values };
  };
  const primary = (): Node => {
    if (peek() !== "(") return clause();
    take("(");
    const inner = or();
    take(")");
    return inner;
  };
  const and = (): Node => {
    const items = [primary()];
    while (peek() === "&&") {
      take("&&");
      items.push(primary());
    }
    return items.length === 1 ? (items[0] as Node) : { kind: "and", items };
  };
  const or = (): Node => {
    const items = [and()];
    while (peek() === "||") {
      take("||");
      items.push(and());
    }
    return items.length === 1 ? (items[0] as Node) : { kind: "or", items };
  };
  const node = or();
  if (i !== tokens.length)
    throw new Error(`reference engine: trailing ${tokens.slice(i)} in ${filter}`);
  return node;
}

/** A string as Typesense's filter compares it. */
function folded(value: string): string {
  const tokens = foldedTokens(value);
  if (tokens.length === 0) throw new Error(`reference engine: filter value ${value} has no token`);
  return tokens.join(" ");
}

function anyEqual(node: Node & { kind: "clause" }, have: readonly unknown[]): boolean {
  if (!fieldOf(node.field).type.startsWith("string")) {
    return have.some((v) => node.values.includes(v as string | number | boolean));
  }
  const wanted = new Set(node.values.map((v) => folded(String(v))));
  return have.some((v) => wanted.has(foldedTokens(String(v)).join(" ")));
}

function matches(node: Node, doc: Doc): boolean {
  if (node.kind === "and") return node.items.every((n) => matches(n, doc));
  if (node.kind === "or") return node.items.some((n) => matches(n, doc));
  const raw = doc[node.field];
  if (node.op === "!=") {
    // Typesense's reading of != on a missing field is not documented: the compiler never relies on it.
    if (raw === undefined) throw new Error(`reference engine: != on missing ${node.field}`);
    return !anyEqual(node, Array.isArray(raw) ? raw : [raw]);
  }
  if (raw === undefined) return false;
  const have = Array.isArray(raw) ? raw : [raw];
  if (node.op === "=") return anyEqual(node, have);
  const [bound] = node.values as number[];
  const v = raw as number;
  if (typeof v !== "number" || typeof bound !== "number") {
    throw new Error(`reference engine: ${node.op} needs numbers (${node.field})`);
  }
  return node.op === ">"
    ? v > bound
    : node.op === "<"
      ? v < bound
      : node.op === ">="
        ? v >= bound
        : v <= bound;
}

function comparator(sortBy: string): (a: Doc, b: Doc) => number {
  const keys = sortBy.split(",").map((part) => {
    const m = /^([a-z_]+)(\(missing_values: (first|last)\))?:(asc|desc)$/.exec(part);
    if (!m) throw new Error(`reference engine: cannot read sort ${part}`);
    const field = m[1] as string;
    const f = fieldOf(field);
    if (f.type === "string" && !f.sort)
      throw new Error(`reference engine: ${field} is not sortable`);
    return { field, missingFirst: m[3] === "first", sign: m[4] === "asc" ? 1 : -1 };
  });
  if (keys.length > 3) throw new Error("reference engine: Typesense sorts on 3 fields at most");
  return (a, b) => {
    for (const { field, missingFirst, sign } of keys) {
      const x = a[field] as number | string | undefined;
      const y = b[field] as number | string | undefined;
      if (x === y) continue;
      if (x === undefined) return missingFirst ? -1 : 1;
      if (y === undefined) return missingFirst ? 1 : -1;
      return x < y ? -sign : sign;
    }
    return 0;
  };
}

function facetCounts(field: string, docs: readonly Doc[], maxValues: number) {
  if (!fieldOf(field).facet) throw new Error(`reference engine: ${field} is not a facet`);
  const counts = new Map<string, number>();
  const numbers: number[] = [];
  for (const doc of docs) {
    const raw = doc[field];
    if (raw === undefined) continue;
    for (const v of Array.isArray(raw) ? raw : [raw]) {
      counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
      if (typeof v === "number") numbers.push(v);
    }
  }
  const top = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, maxValues)
    .map(([value, count]) => ({ value, count }));
  const stats = numbers.length > 0 ? { min: Math.min(...numbers), max: Math.max(...numbers) } : {};
  return { field_name: field, counts: top, stats };
}

/**
 * `q` over `query_by` as Typesense documents it: every word must match a word of one of
 * the fields (drop_tokens_threshold 0), the last as a prefix when `prefix` is on; typos
 * (per-field num_typos, words of min_len_1typo or more) only when the words as typed
 * find fewer than typo_tokens_threshold documents.
 */
function keywordMatcher(params: TypesenseSearchParams, typo: boolean): (doc: Doc) => boolean {
  if (params.q === "*") return () => true;
  if (params.drop_tokens_threshold !== 0)
    throw new Error("reference engine: tokens may be dropped");
  const words = params.q.split(" ");
  const fields = params.query_by.split(",").map((f) => {
    if (fieldOf(f).type !== "string[]") throw new Error(`reference engine: ${f} is not text`);
    return f;
  });
  const typos = (params.num_typos ?? "2").split(",").map(Number);
  const minTypoLength = params.min_len_1typo ?? 4;
  const wordMatches = (word: string, last: boolean, have: string, typo: boolean) => {
    if (last && params.prefix ? have.startsWith(word) : have === word) return true;
    if (!typo || word.length < minTypoLength) return false;
    return last && params.prefix ? matchesWithTypo(word, have) : withinOneEdit(word, have);
  };
  return (doc) =>
    words.every((word, i) =>
      fields.some((f, j) =>
        ((doc[f] as string[] | undefined) ?? []).some((have) =>
          wordMatches(word, i === words.length - 1, have, typo && (typos[j] ?? 2) > 0),
        ),
      ),
    );
}

/** One search over `docs` as Typesense would answer it. */
export function referenceSearch(
  docs: readonly Doc[],
  params: TypesenseSearchParams,
): TypesenseResponse {
  for (const key of Object.keys(params)) {
    if (!KNOWN_PARAMS.has(key)) throw new Error(`reference engine: unknown parameter ${key}`);
  }
  if (params.per_page > 250) throw new Error("reference engine: per_page above 250");
  const filter = parseFilter(params.filter_by);
  const filtered = docs.filter((d) => matches(filter, d));
  let matched = filtered.filter(keywordMatcher(params, false));
  if (params.q !== "*" && matched.length < (params.typo_tokens_threshold ?? 1)) {
    matched = filtered.filter(keywordMatcher(params, true));
  }
  const sorted = params.sort_by ? [...matched].sort(comparator(params.sort_by)) : matched;
  const page = params.page ?? 1;
  const hits = sorted.slice((page - 1) * params.per_page, page * params.per_page).map((d) => ({
    document: params.include_fields
      ? Object.fromEntries(params.include_fields.split(",").map((f) => [f, d[f]]))
      : d,
  }));
  const facet_counts = params.facet_by
    ? params.facet_by.split(",").map((f) => facetCounts(f, matched, params.max_facet_values ?? 10))
    : [];
  return { found: matched.length, hits, facet_counts };
}

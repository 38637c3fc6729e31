import fc from "fast-check";

/** Hostile request values for the API fuzz tests (issue 4 §5, issue 16 §1). */

const html = fc.constantFrom(
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(document.cookie)",
  "<svg/onload=fetch('//evil')>",
);
const sql = fc.constantFrom(
  "' OR '1'='1",
  "1; DROP TABLE leads; --",
  "' UNION SELECT token_hash FROM sessions --",
  "\\'; DELETE FROM users WHERE ''='",
);
const unicode = fc.constantFrom(
  "名前とメッセージ",
  "‮gnp.exe",
  "\u0000\u0001\u001f",
  "🚗💥".repeat(50),
  "Ω≈ç√∫",
);
const huge = fc.constantFrom("A".repeat(20_000), "é".repeat(15_000));
const randomText = fc.string({ maxLength: 40 }).filter((s) => !/^\d+$/.test(s) && !s.includes("@"));
/** Values that are never a valid answer for any field of these routes. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  html,
  sql,
  unicode,
  huge,
  randomText,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 1e308, -1e308, 1.5e300),
  fc
    .array(fc.oneof(html, sql, fc.integer()), { maxLength: 3 })
    .map((a) => [...a, { nested: true }]),
  fc
    .constantFrom('{"$where":{"$gt":""}}', '{"__proto__":{"admin":true}}', '{"a":{"b":[1]}}')
    .map((s) => JSON.parse(s)),
);
export const objectOf = (fields: readonly string[]) =>
  fc
    .tuple(...fields.map(() => hostile))
    .map((values) => Object.fromEntries(fields.map((f, i) => [f, values[i]])));

/** Strings no field should take whole: lone surrogates, NUL, 1 MB, bidi overrides, homoglyphs. */
const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((unit) => String.fromCharCode(unit));
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.string({ maxLength: 5 }), loneSurrogate, fc.string({ maxLength: 5 }))
    .map((p) => p.join("")),
  fc.constantFrom("\ud800", "a\udfffb", "\udc00\ud800", "🚗".slice(0, 1), "a\u0000b", "\u0000"),
  fc.constant("x".repeat(1_048_576)),
  fc.constantFrom("\u202egnp.exe", "\u2066\u2067\u2068\u2069", "abc\u200f\u202d"),
  fc.constantFrom("Тоуоtа", "раураl.com", "ａｄｍｉｎ", "0412 З45 678"),
  fc.string({ unit: "binary", maxLength: 20 }),
);

/** Paths to every string in a body, plus a new key on every object (a string slot it never had). */
export function stringSlots(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return Array.isArray(value)
      ? value.flatMap((v, i) => stringSlots(v, [...path, String(i)]))
      : [];
  return [
    [...path, "extra"],
    ...Object.entries(value).flatMap(([k, v]) => stringSlots(v, [...path, k])),
  ];
}

export function withValueAt(body: unknown, [head, ...rest]: string[], value: string): unknown {
  if (head === undefined) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, value);
  return copy;
}

/** Payloads that are not an object at all, or not JSON. */
export const notAnObject = fc.oneof(
  fc
    .oneof(
      html,
      sql,
      unicode,
      fc.integer(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
    )
    .map((v) => JSON.stringify(v)),
  fc.constantFrom("{not json", "", '{"a":', "\u0000"),
);

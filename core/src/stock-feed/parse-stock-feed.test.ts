import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseStockFeed } from "./parse-stock-feed";

const ok = (text: string) => {
  const result = parseStockFeed(text);
  if (!result.ok) throw new Error(result.error);
  return result.feed;
};

describe("parseStockFeed (issue 3 §2)", () => {
  it("reads a JSON array and an NDJSON feed of the same cars alike", () => {
    const cars = [
      { id: "A1", make: "Toyota", price: 19990 },
      { id: 2, make: "Mazda" },
    ];
    const json = ok(JSON.stringify(cars, null, 2));
    const ndjson = ok(cars.map((c) => JSON.stringify(c)).join("\n"));
    expect(json.format).toBe("json");
    expect(ndjson.format).toBe("ndjson");
    expect(json.cars).toEqual(ndjson.cars);
    expect(json.cars.map((c) => c.id)).toEqual(["A1", "2"]);
    expect(json.rejected).toEqual([]);
  });

  it.each([
    ['{"id":"1","price":"abc"}', { line: 1, id: "1", field: "price" }],
    ['{"make":"Toyota"}', { line: 1, id: null, field: "id" }],
    ['{"id":"1","year":"20x"}', { line: 1, id: "1", field: "year" }],
    ['{"id":"1", broken', { line: 1, id: null, field: "row" }],
    ["42", { line: 1, id: null, field: "row", reason: "must be a JSON object (a car)" }],
    ["[[1, 2]]", { line: 1, id: null, field: "row", reason: "must be a JSON object (a car)" }],
    ['"a string"', { line: 1, id: null, field: "row", reason: "must be a JSON object (a car)" }],
  ])("rejects %s with its line, field and reason", (row, expected) => {
    const feed = ok(`${row}\n`);
    expect(feed.cars).toEqual([]);
    expect(feed.rejected).toHaveLength(1);
    expect(feed.rejected[0]).toMatchObject(expected);
    expect(feed.rejected[0]?.reason.length).toBeGreaterThan(0);
  });

  it("reports NDJSON line numbers counting blank lines, and keeps the good rows", () => {
    const feed = ok('{"id":"1"}\n\n{"id":"2","price":"x"}\n{"id":"3"}\n');
    expect(feed.rows).toBe(3);
    expect(feed.cars.map((c) => c.id)).toEqual(["1", "3"]);
    expect(feed.rejected).toMatchObject([{ line: 3, id: "2", field: "price" }]);
  });

  it("reports the line where each element of a pretty-printed JSON array starts", () => {
    const text =
      '[\n  {"id": "1"},\n  {\n    "id": "2",\n    "km": "lots"\n  },\n  {"id": "3"}\n]\n';
    const feed = ok(text);
    expect(feed.rejected).toMatchObject([{ line: 3, id: "2", field: "km" }]);
    expect(feed.cars.map((c) => c.id)).toEqual(["1", "3"]);
  });

  it("rejects a repeated car id on its second line", () => {
    const feed = ok('{"id":"7","price":1}\n{"id":"7","price":2}\n');
    expect(feed.cars).toEqual([expect.objectContaining({ id: "7", price: 1 })]);
    expect(feed.rejected).toEqual([
      { line: 2, id: "7", field: "id", reason: "duplicate of the car on line 1" },
    ]);
  });

  it("a malformed element inside an array is one rejected row, not a failed file", () => {
    const feed = ok('[{"id":"1"},\n{"id": 2,, },\n{"id":"3"}]');
    expect(feed.cars.map((c) => c.id)).toEqual(["1", "3"]);
    expect(feed.rejected).toMatchObject([{ line: 2, field: "row" }]);
  });

  it.each([
    ['[{"id":"1"}', "line 1: the JSON array is not closed with ]"],
    ['[{"id":"1"}] trailing', "line 1: unexpected text after the closing ]"],
    ['[{"id":"1"},]', "line 1: a comma is followed by ]"],
    ['[{"id":"1"},,{"id":"2"}]', "line 1: an empty element (two commas)"],
  ])("fails the whole file %s: %s", (text, error) => {
    expect(parseStockFeed(text)).toEqual({ ok: false, error });
  });

  it("brackets and commas inside strings do not split rows", () => {
    const feed = ok('[{"id":"1","name":"a ] b, c { \\" d"}, {"id":"2"}]');
    expect(feed.cars.map((c) => c.name ?? c.id)).toEqual(['a ] b, c { " d', "2"]);
  });

  it("an empty file or empty array is an empty feed; a BOM is ignored", () => {
    expect(ok("")).toMatchObject({ rows: 0, cars: [], rejected: [] });
    expect(ok("[]")).toMatchObject({ format: "json", rows: 0 });
    expect(ok('\uFEFF{"id":"1"}').cars).toHaveLength(1);
  });

  it("reports progress up to the total", () => {
    const calls: Array<[number, number]> = [];
    const text = Array.from({ length: 2500 }, (_, i) => JSON.stringify({ id: `c${i}` })).join("\n");
    parseStockFeed(text, (done, total) => calls.push([done, total]));
    expect(calls).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });

  const rowArb = fc.record({
    id: fc.stringMatching(/^[A-Za-z0-9-]{1,10}$/),
    make: fc.constantFrom("Toyota", "Mazda", "Ford", 'Odd "quoted" [make], {x}'),
    price: fc.integer({ min: 0, max: 200_000 }),
  });

  it("any feed loses no valid car and rejects exactly the broken rows, in both formats (property)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(rowArb, { selector: (r) => r.id, maxLength: 25 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.boolean(),
        fc.boolean(),
        (rows, brokenAt, asJson, pretty) => {
          const broken = new Set(brokenAt.map((i) => (rows.length ? i % rows.length : -1)));
          const items = rows.map((r, i) => (broken.has(i) ? { ...r, price: "not a price" } : r));
          const text = asJson
            ? JSON.stringify(items, null, pretty ? 2 : undefined)
            : items.map((r) => JSON.stringify(r)).join("\n");
          const feed = ok(text);
          expect(feed.rows).toBe(rows.length);
          expect(feed.cars.map((c) => c.id)).toEqual(
            rows.filter((_, i) => !broken.has(i)).map((r) => r.id),
          );
          expect(feed.rejected.map((r) => r.id)).toEqual(
            rows.filter((_, i) => broken.has(i)).map((r) => r.id),
          );
          expect(feed.rejected.every((r) => r.field === "price")).toBe(true);
          // Each rejected line really holds that row's id.
          const lines = text.split("\n");
          for (const r of feed.rejected) {
            expect(lines[r.line - 1]).toContain(asJson && pretty ? "{" : `"${r.id}"`);
          }
        },
      ),
    );
  });
});

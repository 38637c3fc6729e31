import { describe, expect, it } from "vitest";
import {
  collectionSchema,
  FACET_FIELDS,
  KEYED_FIELDS,
  missingFields,
  NUMERIC_FIELDS,
} from "./schema";

describe("Typesense collection schema", () => {
  const { fields } = collectionSchema("cars");

  it("has a keyed field per refinement and scope, a facet per listed facet, int64 per number", () => {
    const names = new Set(fields.map((f) => f.name));
    for (const f of KEYED_FIELDS) expect(names.has(`k_${f}`), f).toBe(true);
    for (const f of FACET_FIELDS)
      expect(
        fields.find((x) => x.name === f),
        f,
      ).toMatchObject({ type: "string[]", facet: true });
    for (const f of NUMERIC_FIELDS)
      expect(fields.find((x) => x.name === `n_${f}`)?.type, f).toBe("int64");
    expect(fields.find((f) => f.name === "id_sort")).toMatchObject({ type: "string", sort: true });
    expect(fields.find((f) => f.name === "site")).toMatchObject({ type: "string" });
    expect(new Set(names).size).toBe(fields.length);
  });

  it("an existing collection matches when Typesense echoes the fields back with its defaults", () => {
    // Typesense reports sort: true on every number, facet: false where unset.
    const echoed = fields.map((f) => ({
      ...f,
      facet: Boolean(f.facet),
      sort: f.type === "int64" || f.type === "bool" ? true : Boolean(f.sort),
    }));
    expect(missingFields(echoed)).toEqual([]);
  });

  it("names what another schema lacks or types differently", () => {
    const other = fields
      .filter((f) => f.name !== "car_key")
      .map((f) => (f.name === "n_price" ? { ...f, type: "float" as const } : f))
      .map((f) => (f.name === "id_sort" ? { ...f, sort: false } : f));
    expect(missingFields(other).sort()).toEqual(["car_key", "id_sort", "n_price"]);
  });
});

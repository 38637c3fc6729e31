import { describe, expect, it } from "vitest";
import { REFINEMENT_FIELDS } from "../schemas/search-state";
import { facetLabel } from "./facet-sort";
import { facetTitle } from "./facet-titles";

describe("facetTitle", () => {
  it("gives every refinement field words, never its stored name", () => {
    for (const field of REFINEMENT_FIELDS) {
      const title = facetTitle(field);
      expect(title).not.toContain("_");
      expect(title.charAt(0)).toBe(title.charAt(0).toUpperCase());
    }
    expect(facetTitle("item_type")).toBe("Vehicle type");
    expect(facetTitle("body")).toBe("Body type");
  });

  it("turns a field a site configured beyond these into words", () => {
    expect(facetTitle("series")).toBe("Series");
    expect(facetTitle("interior_colour")).toBe("Interior colour");
  });
});

describe("facetLabel for vehicle types", () => {
  it("capitalises a stored lower-case type (issue 37: 'caravan')", () => {
    expect(facetLabel("item_type", "caravan")).toBe("Caravan");
    expect(facetLabel("item_type", "Motorcycle")).toBe("Motorcycle");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonNestsDeeperThan } from "./json-depth";

const nested = (levels: number, inner = "1") =>
  `${'{"a":['.repeat(levels)}${inner}${"]}".repeat(levels)}`;

describe("jsonNestsDeeperThan", () => {
  it.each([
    ["1", 0, false],
    ["[]", 0, true],
    ["[]", 1, false],
    ['{"a":[1,{"b":2}]}', 3, false],
    ['{"a":[1,{"b":2}]}', 2, true],
    // Brackets inside strings (escaped quotes too) are text, not nesting.
    ['{"a":"[[[[\\"[[[["}', 1, false],
    [`["${"[".repeat(100)}"]`, 1, false],
    [`${"[".repeat(7000)}${"]".repeat(7000)}`, 64, true],
  ])("%s deeper than %i → %s", (raw, max, deeper) => {
    expect(jsonNestsDeeperThan(raw, max)).toBe(deeper);
  });

  it("agrees with the depth of any JSON value", () => {
    const depthOf = (v: unknown): number =>
      typeof v === "object" && v !== null ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.nat(10), (value, max) => {
        expect(jsonNestsDeeperThan(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
    );
  });

  it("an object 2 × 40 levels deep is over 64", () => {
    expect(jsonNestsDeeperThan(nested(40), 64)).toBe(true);
    expect(jsonNestsDeeperThan(nested(32), 64)).toBe(false);
  });
});

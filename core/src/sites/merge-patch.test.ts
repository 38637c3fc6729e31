import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyMergePatch } from "./merge-patch";

// RFC 7386 Appendix A, every example: [target, patch, result].
const RFC_EXAMPLES: Array<[unknown, unknown, unknown]> = [
  [{ a: "b" }, { a: "c" }, { a: "c" }],
  [{ a: "b" }, { b: "c" }, { a: "b", b: "c" }],
  [{ a: "b" }, { a: null }, {}],
  [{ a: "b", b: "c" }, { a: null }, { b: "c" }],
  [{ a: ["b"] }, { a: "c" }, { a: "c" }],
  [{ a: "c" }, { a: ["b"] }, { a: ["b"] }],
  [{ a: { b: "c" } }, { a: { b: "d", c: null } }, { a: { b: "d" } }],
  [{ a: [{ b: "c" }] }, { a: [1] }, { a: [1] }],
  [
    ["a", "b"],
    ["c", "d"],
    ["c", "d"],
  ],
  [{ a: "b" }, ["c"], ["c"]],
  [{ a: "foo" }, null, null],
  [{ a: "foo" }, "bar", "bar"],
  [{ e: null }, { a: 1 }, { e: null, a: 1 }],
  [[1, 2], { a: "b", c: null }, { a: "b" }],
  [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
];

const jsonArb = fc.jsonValue({ maxDepth: 3 });
const objectArb = fc.dictionary(fc.string({ maxLength: 3 }), jsonArb, { maxKeys: 4 });

describe("applyMergePatch (RFC 7386)", () => {
  it.each(RFC_EXAMPLES)("Appendix A: %j patched with %j gives %j", (target, patch, result) => {
    expect(applyMergePatch(target, patch)).toEqual(result);
  });

  it("is idempotent: applying a patch twice equals applying it once", () => {
    fc.assert(
      fc.property(objectArb, objectArb, (target, patch) => {
        const once = applyMergePatch(target, patch);
        expect(applyMergePatch(once, patch)).toEqual(once);
      }),
    );
  });

  it("an empty patch changes nothing, and neither argument is mutated", () => {
    fc.assert(
      fc.property(objectArb, objectArb, (target, patch) => {
        const [t, p] = [structuredClone(target), structuredClone(patch)];
        expect(applyMergePatch(target, {})).toEqual(target);
        applyMergePatch(target, patch);
        expect([target, patch]).toEqual([t, p]);
      }),
    );
  });
});

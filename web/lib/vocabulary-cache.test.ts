import { afterEach, describe, expect, it } from "vitest";
import { forgetStockVocabulary, keptVocabulary } from "./vocabulary-cache";

const entry = () => ({
  at: 0,
  vocabulary: Promise.resolve({ make: [], model: [], body: [], fuel: [] } as never),
});

describe("forgetStockVocabulary", () => {
  afterEach(() => keptVocabulary.clear());

  it("forgets only the sites named", () => {
    for (const site of ["alpha", "beta", "gamma"]) keptVocabulary.set(site, entry());
    forgetStockVocabulary(["alpha", "gamma"]);
    expect([...keptVocabulary.keys()]).toEqual(["beta"]);
  });

  it("forgets every site when none is named (a site changed)", () => {
    for (const site of ["alpha", "beta"]) keptVocabulary.set(site, entry());
    forgetStockVocabulary();
    expect(keptVocabulary.size).toBe(0);
  });

  it("keeps one map per process, however often the module is evaluated", () => {
    const held = (globalThis as { __forecourtVocabulary?: unknown }).__forecourtVocabulary;
    expect(held).toBe(keptVocabulary);
  });
});

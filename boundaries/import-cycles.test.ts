import { describe, expect, it } from "vitest";
import { importCycles, importGraph, moduleImports } from "./import-graph";

describe("importCycles", () => {
  it("finds each cycle once, with every file in it, and a file importing itself", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
      ["e.ts", ["e.ts"]],
      ["f.ts", ["d.ts"]],
    ]);
    expect(importCycles(graph)).toEqual([["a.ts", "b.ts", "c.ts"], ["e.ts"]]);
  });

  it("finds none in a graph without one", () => {
    expect(
      importCycles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("reads imports, re-exports, import() and import types of a literal", () => {
    const text = [
      'import type { A } from "./a";',
      'import { b } from "./b";',
      'export * from "./c";',
      'export { d } from "./d";',
      'const e = await import("./e");',
      'type F = typeof import("./f").F;',
      "const g = await import(name);",
    ].join("\n");
    expect(moduleImports("x.ts", text)).toEqual(["./a", "./b", "./c", "./d", "./e", "./f"]);
  });
});

describe("the repository (issue 31 §5)", () => {
  it("has no import cycle in any workspace", () => {
    const graph = importGraph();
    // The graph is the real one: resolved through relative paths, workspace packages and web's @/.
    expect(graph.get("web/lib/platform.ts")).toContain("adapters/src/index.ts");
    expect(graph.get("adapters/src/index.ts")).toContain("adapters/src/platform.ts");
    expect(graph.get("web/app/layout.tsx")?.some((f) => f.startsWith("web/"))).toBe(true);
    expect(importCycles(graph).map((cycle) => cycle.join(" → "))).toEqual([]);
  });
});

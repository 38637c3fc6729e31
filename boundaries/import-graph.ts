import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The repository's root (this file lives in boundaries/). */
export const ROOT = path.resolve(import.meta.dirname, "..");

/** The folders whose TypeScript makes up the product, its tests and its tools. */
const SOURCE_DIRS = [
  "core",
  "adapters",
  "api",
  "cli",
  "fixtures",
  "web",
  "bench",
  "e2e",
  "boundaries",
];
const SKIPPED = new Set(["node_modules", ".next", "data", "dist", "test-results"]);
const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
  }
  return files;
}

/**
 * The specifiers a module imports: static imports and re-exports (types included) and `import()`
 * of a literal, as Biome's noImportCycles counts them (a lazy import still ties the two files).
 */
export function moduleImports(file: string, text = readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specifiers.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

const baseOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};
// The web's `@/…` alias (web/tsconfig.json).
const webOptions: ts.CompilerOptions = {
  ...baseOptions,
  baseUrl: path.join(ROOT, "web"),
  paths: { "@/*": ["./*"] },
};

/** Each source file (relative to the root) with the repository files it imports. */
export function importGraph(): Map<string, string[]> {
  const host = ts.sys;
  const caches = new Map<ts.CompilerOptions, ts.ModuleResolutionCache>(
    [baseOptions, webOptions].map((o) => [o, ts.createModuleResolutionCache(ROOT, (f) => f, o)]),
  );
  const graph = new Map<string, string[]>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      const options = file.startsWith(path.join(ROOT, "web") + path.sep) ? webOptions : baseOptions;
      const targets = new Set<string>();
      for (const specifier of moduleImports(file)) {
        const resolved = ts.resolveModuleName(
          specifier,
          file,
          options,
          host,
          caches.get(options),
        ).resolvedModule;
        const target = resolved?.resolvedFileName;
        if (!target || target.includes(`${path.sep}node_modules${path.sep}`)) continue;
        if (target.endsWith(".d.ts") || !target.startsWith(ROOT)) continue;
        targets.add(path.relative(ROOT, target));
      }
      graph.set(path.relative(ROOT, file), [...targets].sort());
    }
  }
  return graph;
}

/** The import cycles of a graph: each strongly connected set of two or more files (or a file importing itself). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; edge: number };
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++] as string;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(to) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        low.set(
          parent.node,
          Math.min(low.get(parent.node) as number, low.get(frame.node) as number),
        );
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || edges.includes(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

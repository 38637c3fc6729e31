import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./import-graph";

/** The product's source (tests, specs and helpers aside): where an answer's text may be written. */
function productFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (["node_modules", ".next", "dist", "data"].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...productFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|test-helper|d)\.tsx?$/.test(entry.name))
      files.push(path.relative(ROOT, full));
  }
  return files;
}

const SOURCE = ["core/src", "adapters/src", "api/src", "cli/src", "web"].flatMap((dir) =>
  productFiles(path.join(ROOT, dir)),
);

/** The files whose text holds `text` verbatim. */
const writtenIn = (text: string) =>
  SOURCE.filter((file) => readFileSync(path.join(ROOT, file), "utf8").includes(text));

/**
 * Issue 31 §1: an answer the use cases and the API share is written once, in a core file named for
 * what it holds (never in one use case that others import), and the shells import it.
 */
describe("shared answer texts are written once, in core", () => {
  it.each([
    ["We could not find that trade-in.", "core/src/leads/trade-in-messages.ts"],
    [
      "This Idempotency-Key was already used with a different request.",
      "core/src/security/idempotency-messages.ts",
    ],
    [
      "A request with this Idempotency-Key is still being processed.",
      "core/src/security/idempotency-messages.ts",
    ],
  ])("%s lives only in %s", (text, home) => {
    expect(writtenIn(text)).toEqual([home]);
  });
});

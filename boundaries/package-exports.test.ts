import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./import-graph";

type Manifest = {
  name: string;
  exports?: Record<string, string>;
  bin?: Record<string, string>;
};

const workspaces = (
  JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { workspaces: string[] }
).workspaces;

const manifest = (workspace: string) =>
  JSON.parse(readFileSync(path.join(ROOT, workspace, "package.json"), "utf8")) as Manifest;

/** Why an exports target does not resolve in `dir`, or null when it does. */
function unresolvedTarget(dir: string, target: string): string | null {
  const star = target.indexOf("*");
  if (star < 0) return existsSync(path.join(dir, target)) ? null : `${target} does not exist`;
  // A pattern resolves when some file matches it: `./src/*.ts` needs a .ts file under ./src.
  const folder = path.join(dir, path.dirname(target.slice(0, star + 1)));
  const suffix = target.slice(star + 1);
  const matches =
    existsSync(folder) &&
    readdirSync(folder, { recursive: true }).some((f) => String(f).endsWith(suffix));
  return matches ? null : `${target} matches no file`;
}

describe("unresolvedTarget", () => {
  it("names a missing file and a pattern that matches nothing", () => {
    const cli = path.join(ROOT, "cli");
    expect(unresolvedTarget(cli, "./src/index.ts")).toBe("./src/index.ts does not exist");
    expect(unresolvedTarget(cli, "./lib/*.ts")).toBe("./lib/*.ts matches no file");
    expect(unresolvedTarget(cli, "./src/*.ts")).toBeNull();
    expect(unresolvedTarget(cli, "./bin/forecourt.js")).toBeNull();
  });
});

describe("workspace packages (issue 31 §5)", () => {
  it.each(workspaces)("%s: every export and bin resolves to a file", (workspace) => {
    const { exports = {}, bin = {} } = manifest(workspace);
    const dir = path.join(ROOT, workspace);
    const problems = [...Object.entries(exports), ...Object.entries(bin)]
      .map(([key, target]) => {
        const problem = unresolvedTarget(dir, target);
        return problem && `${key}: ${problem}`;
      })
      .filter((problem) => problem !== null);
    expect(problems).toEqual([]);
  });
});

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(repoRoot, "cli/bin/forecourt.js");

/** docs/command-line.md's first code block, one example a line, each with its `# comment`. */
export function readmeCliExamples(readme: string): Array<{ command: string; shows: string }> {
  const section = readme.split(/^# The command line$/m)[1]?.split(/^## /m)[0] ?? "";
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error("docs/command-line.md: no ```sh block under '# The command line'");
  return block
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const hash = line.search(/\s#\s/);
      return hash < 0
        ? { command: line.trim(), shows: "" }
        : {
            command: line.slice(0, hash).trim(),
            shows: line
              .slice(hash)
              .replace(/^\s#\s/, "")
              .trim(),
          };
    });
}

/**
 * The parts of a comment such as `{"tag":"electric","label":...}` the output must contain: what
 * lies between the `...` elisions, without the braces and commas around them.
 */
export function shownFragments(shows: string): string[] {
  if (!shows.startsWith("{") && !shows.startsWith("[")) return [];
  return shows
    .split("...")
    .map((part) => part.replace(/^[\s,{[]+|[\s,}\]]+$/g, "").replace(/,$/, ""))
    .filter((part) => part !== "");
}

function sh(command: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    // `npx forecourt` is the repository's own bin; run it directly to spare npx's lookup.
    const line = command.replace(/^npx forecourt\b/, `"${process.execPath}" "${bin}"`);
    const child = spawn("sh", ["-c", line], { cwd: repoRoot, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const examples = readmeCliExamples(readFileSync(join(repoRoot, "docs/command-line.md"), "utf8"));

describe("docs/command-line.md: every example runs (issue 16 §3)", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "forecourt-readme-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("lists runnable commands only", () => {
    expect(examples.length).toBeGreaterThan(10);
    for (const { command } of examples) expect(command).toMatch(/^npx forecourt [a-z]/);
  });

  // In order: `leads list` reads the store `import` wrote.
  it.each(examples)(
    "$command",
    async ({ command, shows }) => {
      const env = {
        ...process.env,
        FORECOURT_DATA_DIR: dataDir,
        DATABASE_URL: "",
        FORECOURT_DEBUG: "",
      };
      const run = await sh(command, env);
      expect({ code: run.code, stderr: run.stderr }).toEqual({
        code: 0,
        stderr: expect.any(String),
      });
      expect(run.stderr).not.toMatch(/^forecourt: /m);
      for (const fragment of shownFragments(shows)) expect(run.stdout).toContain(fragment);
    },
    300_000,
  );
});

describe("reading the examples", () => {
  it("splits a line into its command and what its comment shows", () => {
    const readme =
      '# The command line\n\n```sh\nnpx forecourt fuel --json   # {"cost":"42.50"}\nnpx forecourt x\n```\n## Next\n```sh\nnope\n```';
    expect(readmeCliExamples(readme)).toEqual([
      { command: "npx forecourt fuel --json", shows: '{"cost":"42.50"}' },
      { command: "npx forecourt x", shows: "" },
    ]);
  });

  it("checks the parts a comment shows, not the elisions", () => {
    expect(shownFragments('{"tag":"electric","label":...}')).toEqual(['"tag":"electric","label":']);
    expect(shownFragments('{"payment":137,...,"display":"$137/wk*",...}')).toEqual([
      '"payment":137',
      '"display":"$137/wk*"',
    ]);
    expect(shownFragments("the lead outbox")).toEqual([]);
  });
});

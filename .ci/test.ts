import { spawn } from "node:child_process";
import path from "node:path";

/**
 * `npm test`: type check, lint, vitest, then the browser tests, failing when any of them fails.
 *
 * The browser tests need a production build of the site (`npm run build`, about 3.5 CPU-minutes).
 * It starts in the background when vitest starts, and vitest's files spend much of their time
 * waiting (PGlite and PostgreSQL, CLI child processes, sockets), so the build uses the CPU they
 * leave idle instead of running alone after them. Its output is held back and printed after
 * vitest's, so the two never interleave. The type checks and lint run before it, side by side
 * (`npm run typecheck` and `npm run lint` in one): the web type check reads `web/.next/types`,
 * which a running build rewrites. `E2E_SKIP_BUILD=1` skips the build (the last one in `web/.next`
 * is used), as it does for `npm run test:e2e`.
 */
const root = path.resolve(import.meta.dirname, "..");

type Outcome = { code: number; output: string };

/**
 * Runs a command; its output goes to this terminal, or is kept and returned when `quiet`.
 * `kill` ends it (and its own children: it leads a process group) when the run stops early.
 */
function run(
  command: string,
  args: string[],
  {
    quiet = false,
    detached = quiet,
    env = process.env,
  }: { quiet?: boolean; detached?: boolean; env?: NodeJS.ProcessEnv } = {},
): { done: Promise<Outcome>; kill(): void } {
  const child = spawn(command, args, {
    cwd: root,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env,
    detached,
  });
  const chunks: Buffer[] = [];
  child.stdout?.on("data", (c: Buffer) => chunks.push(c));
  child.stderr?.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Outcome>((resolve) => {
    child.on("error", (e) => resolve({ code: 1, output: `${command}: ${e.message}\n` }));
    child.on("close", (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString("utf8") }),
    );
  });
  return {
    done,
    kill() {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(detached ? -child.pid : child.pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
    },
  };
}

const since = (start: number) => `${Math.round((performance.now() - start) / 1000)} s`;

function stop(step: string, code: number): never {
  console.error(`npm test: ${step} failed (exit ${code})`);
  process.exit(code || 1);
}

// The two type checks and Biome are single-threaded (tsc) or brief (Biome): side by side on two
// cores. Each one's output is printed whole, in this order, when all are done.
const checks: Array<[string, string[]]> = [
  ["type check", ["tsc", "-p", "tsconfig.json", "--noEmit"]],
  ["web type check", ["tsc", "-p", "web", "--noEmit"]],
  ["lint", ["biome", "check", "."]],
];
const checksStarted = performance.now();
const checked = await Promise.all(
  checks.map(([, args]) => run("npx", args, { quiet: true, detached: false }).done),
);
for (const [index, [name]] of checks.entries()) {
  const outcome = checked[index] as Outcome;
  console.log(`== ${name}\n${outcome.output}`);
}
console.log(`npm test: type checks and lint took ${since(checksStarted)}`);
for (const [index, [name]] of checks.entries()) {
  const { code } = checked[index] as Outcome;
  if (code !== 0) stop(name, code);
}

const started = performance.now();
const build =
  process.env.E2E_SKIP_BUILD === "1"
    ? null
    : run("npm", ["run", "build"], {
        quiet: true,
        // The web type check above passed: the build need not run it again (web/next.config.ts).
        env: { ...process.env, FORECOURT_WEB_TYPECHECKED: "1" },
      });
// A stopped run (Ctrl-C, or vitest failing) leaves no build running on.
process.on("SIGINT", () => {
  build?.kill();
  process.exit(130);
});
let buildTook = "";
void build?.done.then(() => {
  buildTook = since(started);
});
const vitest = await run("npx", ["vitest", "run"]).done;
console.log(`npm test: vitest took ${since(started)}`);
if (vitest.code !== 0) {
  build?.kill();
  stop("vitest", vitest.code);
}
if (build) {
  const { code, output } = await build.done;
  console.log(`\n== web build (started beside vitest, took ${buildTook})\n${output}`);
  if (code !== 0) stop("npm run build", code);
}
console.log(`npm test: vitest and the build took ${since(started)} together`);

// The build is done (or skipped by the caller): the browser tests use it as it is.
const e2eStarted = performance.now();
// Arguments after `npm test --` go to Playwright, as they did when npm test ended with test:e2e.
const e2e = await run("npm", ["run", "test:e2e", "--", ...process.argv.slice(2)], {
  env: { ...process.env, E2E_SKIP_BUILD: "1" },
}).done;
console.log(`npm test: browser tests took ${since(e2eStarted)}`);
if (e2e.code !== 0) stop("npm run test:e2e", e2e.code);

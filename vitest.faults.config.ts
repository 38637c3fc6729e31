import { defineConfig } from "vitest/config";

/**
 * `npm run test:faults` (issue 16): the fault-injection suite. It starts a private PostgreSQL
 * (api/src/faults/global-setup.ts) and `forecourt serve --api` processes on it, then kills,
 * stops and freezes them. Not part of `npm test`: it takes minutes (README "Fault injection").
 */
export default defineConfig({
  test: {
    include: ["api/src/faults/**/*.faults.test.ts", "api/src/frozen-database.int.test.ts"],
    globalSetup: ["api/src/faults/global-setup.ts"],
    // One file at a time: the files share (and stop and freeze) one server, on a 2-core machine.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

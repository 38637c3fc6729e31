import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{core,adapters,api,cli,fixtures,bench}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "web/**", "e2e/**"],
    // Generous limits: CI has 2 cores, and PGlite (WASM PostgreSQL) takes seconds to boot
    // under load. Speed is measured by bench/, never by these timeouts.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{core,adapters,api,cli,fixtures,bench}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "web/**", "e2e/**"],
    testTimeout: 20_000,
  },
});

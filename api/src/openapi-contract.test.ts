import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Harness, harness } from "./test-support/harness";

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

/**
 * The API contract partners read (issue 19 §3) lints clean with Redocly's recommended rules:
 * every operation has an operationId, a summary, a declared tag, a 4xx answer and a declared
 * security requirement (none, or the shopper's session cookie).
 */
it("/api/openapi.json lints clean with Redocly's recommended ruleset", async () => {
  const source = await (await h.app.request("/api/openapi.json")).text();
  const config = await createConfig({
    extends: ["recommended"],
    rules: { "operation-tag-defined": "error", "operation-summary": "error" },
  });
  const problems = await lintFromString({ source, config });
  // GET /api/health has no 4xx: it needs no tenant, no input and no sign-in.
  const health = "#/paths/~1api~1health/get/responses";
  const lines = problems
    .filter((p) => !(p.ruleId === "operation-4xx-response" && p.location[0]?.pointer === health))
    .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`);
  expect(lines).toEqual([]);
});

import pino from "pino";
import { expect, it } from "vitest";
import { createApp } from "../app";
import type { ApiDeps } from "../deps";

/** The docs need no tenant and no store: no dependency is ever called. */
const app = createApp({} as ApiDeps, { logger: pino({ level: "silent" }), rateLimits: false });

it("/api/docs is an HTML reference of /api/openapi.json whose scripts and styles answer from here", async () => {
  const res = await app.request("/api/docs");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/html");
  const html = await res.text();
  expect(html).toContain('data-spec-url="/api/openapi.json"');
  expect(html).not.toMatch(/https?:\/\//);
  expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
  expect(assets).toEqual([
    "/api/docs/swagger-ui.css",
    "/api/docs/swagger-ui-bundle.js",
    "/api/docs/start.js",
  ]);
  for (const asset of assets) {
    const file = await app.request(asset);
    expect(file.status, asset).toBe(200);
    expect((await file.text()).length, asset).toBeGreaterThan(
      asset.endsWith("start.js") ? 50 : 10_000,
    );
  }
  expect(await (await app.request("/api/docs/start.js")).text()).toContain("SwaggerUIBundle(");
});

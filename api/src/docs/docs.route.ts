/// <reference path="./swagger-ui-dist.d.ts" />
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
// The package's own "where am I" (its __dirname at run time). A resolved path per file made
// Turbopack bundle the whole package (README.md included) and fail the site's build.
import swaggerUiDir from "swagger-ui-dist/absolute-path.js";
import type { AppEnv } from "../http/env";

/**
 * /api/docs (issue 19 §4): the human-readable reference of /api/openapi.json, rendered by
 * Swagger UI's own bundle from its npm package (swagger-ui-dist, Apache-2.0, pure JS), served
 * from this process: nothing is fetched from a CDN. Scripts come from this origin only (the
 * start-up script is a file, not inline), so the page keeps a strict CSP.
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const ASSETS = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
} as const;

const page = (base: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Forecourt API reference</title>
<link rel="stylesheet" href="${base}/docs/swagger-ui.css">
</head>
<body>
<div id="reference" data-spec-url="${base}/openapi.json"></div>
<script src="${base}/docs/swagger-ui-bundle.js"></script>
<script src="${base}/docs/start.js"></script>
</body>
</html>
`;

/** Starts Swagger UI on the document named by the page (no inline script: the CSP forbids it). */
const START = `const el = document.getElementById("reference");
window.ui = SwaggerUIBundle({ url: el.dataset.specUrl, domNode: el, deepLinking: true });
`;

const cache = new Map<string, string>();

async function asset(name: keyof typeof ASSETS): Promise<string> {
  let text = cache.get(name);
  if (text === undefined) {
    text = await readFile(join(swaggerUiDir(), name), "utf8");
    cache.set(name, text);
  }
  return text;
}

/** The reference page and its assets, under `base` (/api). */
export function docsRoutes(base: string) {
  const app = new Hono<AppEnv>();
  const headers = (type: string) => ({
    "Content-Type": type,
    "Content-Security-Policy": DOCS_CSP,
    "Cache-Control": "public, max-age=3600",
  });
  app.get("/docs", (c) => c.body(page(base), 200, headers("text/html; charset=utf-8")));
  app.get("/docs/start.js", (c) => c.body(START, 200, headers(ASSETS["swagger-ui-bundle.js"])));
  for (const name of Object.keys(ASSETS) as (keyof typeof ASSETS)[]) {
    app.get(`/docs/${name}`, async (c) => c.body(await asset(name), 200, headers(ASSETS[name])));
  }
  return app;
}

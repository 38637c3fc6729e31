import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

/** One script file a page loaded, with its body gzipped at the default level. */
export type ScriptFile = { url: string; gzipBytes: number; transferBytes: number; body: string };

/**
 * Starts recording every script the page fetches (chunks loaded after `load` included);
 * the returned function waits for their bodies. Used by `bench:web` and the JS budget test,
 * so both count the same bytes: the gzip size the 150 KB budget is set in.
 */
export function recordScripts(page: Page): () => Promise<ScriptFile[]> {
  const scripts: Array<Promise<ScriptFile>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: response.url(),
          gzipBytes: gzipSync(body).length,
          transferBytes: sizes.responseBodySize,
          body: body.toString("utf8"),
        };
      })(),
    );
  });
  return () => Promise.all(scripts);
}

import { apiSecurityHeaders } from "@forecourt/core/security/security-headers";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../http/env";
import { securityHeaders } from "./security-headers";

/** The two middleware the one list replaced: Hono's defaults, then core's headers over them. */
function formerPair(app: Hono<AppEnv>) {
  app.use("*", async (c, next) => {
    await next();
    const pdf = c.res.headers.get("content-type")?.startsWith("application/pdf");
    const own = pdf || c.req.path.startsWith("/api/docs");
    for (const [name, value] of Object.entries(apiSecurityHeaders(false)))
      if (!(own && name === "Content-Security-Policy")) c.res.headers.set(name, value);
  });
  app.use("*", secureHeaders({ crossOriginResourcePolicy: "same-site" }));
}

function withRoutes(app: Hono<AppEnv>) {
  app.get("/api/thing", (c) => c.json({ ok: true }));
  app.post("/api/thing", (c) => c.json({ error: "bad" }, 400));
  app.get("/api/car.pdf", (c) => c.body("%PDF-1.7", 200, { "content-type": "application/pdf" }));
  app.get("/api/docs", (c) =>
    c.html("<p>docs</p>", 200, { "Content-Security-Policy": "script-src 'self'" }),
  );
  return app;
}

const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => name !== "content-length"));

describe("securityHeaders", () => {
  const before = new Hono<AppEnv>();
  formerPair(before);
  withRoutes(before);
  const after = new Hono<AppEnv>();
  after.use("*", securityHeaders("/api/docs"));
  withRoutes(after);

  it.each([
    ["GET", "/api/thing"],
    ["POST", "/api/thing"],
    ["GET", "/api/car.pdf"],
    ["GET", "/api/docs"],
    ["GET", "/api/missing"],
  ])(
    "%s %s answers with exactly the headers of secureHeaders and core's pair",
    async (method, path) => {
      const was = headersOf(await before.request(path, { method }));
      const now = headersOf(await after.request(path, { method }));
      expect(now).toEqual(was);
    },
  );

  it("keeps the API's CSP off PDFs and the reference pages only", async () => {
    const csp = async (path: string) =>
      (await after.request(path)).headers.get("content-security-policy");
    expect(await csp("/api/thing")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(await csp("/api/car.pdf")).toBeNull();
    expect(await csp("/api/docs")).toBe("script-src 'self'");
  });
});

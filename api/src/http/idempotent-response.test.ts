import type { SiteConfig, StoredIdempotentResponse } from "@forecourt/core";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./env";
import { idempotentResponses } from "./idempotent-response";
import { onError } from "./on-error";

function memoryRepo() {
  const rows = new Map<string, StoredIdempotentResponse>();
  const id = (site: string, scope: string, key: string) => `${site}\n${scope}\n${key}`;
  return {
    rows,
    find: async (site: string, scope: string, key: string) =>
      rows.get(id(site, scope, key)) ?? null,
    save: async (r: StoredIdempotentResponse) => {
      const k = id(r.site, r.scope, r.key);
      if (!rows.has(k)) rows.set(k, r);
      return rows.get(k) as StoredIdempotentResponse;
    },
  };
}

/** A route that answers only when the test lets it, counting how often it ran. */
function app() {
  const repo = memoryRepo();
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let runs = 0;
  const hono = new Hono<AppEnv>();
  hono.onError(onError);
  hono.use("*", async (c, next) => {
    c.set("site", { slug: "s" } as SiteConfig);
    c.set("user", null);
    await next();
  });
  hono.use(
    "/pay",
    idempotentResponses(repo, "pay", () => new Date(0)),
  );
  hono.post("/pay", async (c) => {
    runs += 1;
    await gate;
    return c.json({ run: runs }, 200);
  });
  const post = (body: unknown) =>
    hono.request("/pay", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": "k1" },
      body: JSON.stringify(body),
    });
  return { post, release, runs: () => runs, repo };
}

describe("idempotentResponses", () => {
  it("the key while its first request still runs is a 409 with Retry-After; then it replays", async () => {
    const t = app();
    const first = t.post({ a: 1 });
    await new Promise((r) => setImmediate(r));
    const second = await t.post({ a: 1 });
    expect(second.status).toBe(409);
    expect(second.headers.get("retry-after")).toBe("1");
    t.release();
    expect(await (await first).json()).toEqual({ run: 1 });
    const third = await t.post({ a: 1 });
    expect(await third.json()).toEqual({ run: 1 });
    expect(t.runs()).toBe(1);
  });

  it("the key's body order does not matter; another body is a 422", async () => {
    const t = app();
    t.release();
    await t.post({ a: 1, b: 2 });
    expect((await t.post({ b: 2, a: 1 })).status).toBe(200);
    expect((await t.post({ a: 2, b: 2 })).status).toBe(422);
    expect(t.runs()).toBe(1);
  });
});

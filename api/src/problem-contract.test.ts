import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "./app";
import { PROBLEM_MEDIA_TYPE } from "./http/problem";
import { staffCookie } from "./routes/dealer/staff-sessions.test-helper";
import { type Harness, harness, signIn } from "./test-support/harness";

/**
 * Issue 19 §4, generated from /api/openapi.json (a route added later is covered without touching
 * this file): every operation is called with a wrong method, a body of the wrong type (as a
 * stranger, and on /api/dealer as the owner), a body over the limit, from another site's page,
 * for an unknown host, past its rate limit, with the store down and with the store broken. Each
 * error answer must be RFC 9457 problem+json and documented on that operation; a wrong method
 * is 405 with Allow.
 */

interface Op {
  method: string;
  path: string;
  id: string;
  hasBody: boolean;
  documented: Set<number>;
}
type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> };

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const HOST = "alpha.localhost";
let h: Harness;
let ops: Op[];
let paths: Doc["paths"];
/** Every error answer seen, checked at the end: "op status" → problem? */
const seen: { op: Op; status: number; problem: boolean; body: unknown }[] = [];

beforeAll(async () => {
  const tight = { windowMs: 60_000, perIp: 3, perSite: 1000 };
  h = await harness({ rateLimits: tight, writeRateLimits: tight });
  paths = ((await (await h.app.request("/api/openapi.json")).json()) as Doc).paths;
  ops = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      id: String(op.operationId),
      hasBody: op.requestBody !== undefined,
      documented: new Set(Object.keys(op.responses as object).map(Number)),
    })),
  );
}, 300_000);
afterAll(() => h.close());

const urlOf = (op: Op) => op.path.replace(/\{[^}]+\}/g, "no-such-id");

async function record(op: Op, res: Response) {
  if (res.status < 400) return res;
  const type = res.headers.get("content-type") ?? "";
  seen.push({
    op,
    status: res.status,
    problem: type.startsWith(PROBLEM_MEDIA_TYPE),
    body: await res
      .clone()
      .json()
      .catch(() => null),
  });
  return res;
}

function send(
  app: Harness["app"],
  op: Op,
  init: { body?: string; headers?: Record<string, string>; host?: string } = {},
) {
  return app.request(urlOf(op), {
    method: op.method,
    headers: { host: init.host ?? HOST, "content-type": "application/json", ...init.headers },
    ...(init.body !== undefined && op.method !== "GET" ? { body: init.body } : {}),
  });
}

it("a wrong method on every documented path is 405 problem+json with Allow", async () => {
  // Signed in and unlimited: path-wide sign-in checks and rate limits answer before the router looks.
  const cookie = await signIn(h, HOST);
  const app = createApp(h.deps, { logger: pino({ level: "silent" }), rateLimits: false });
  for (const [path, item] of Object.entries(paths)) {
    const allowed = Object.keys(item).map((m) => m.toUpperCase());
    const wrong = METHODS.find((m) => !allowed.includes(m)) as string;
    const res = await app.request(path.replace(/\{[^}]+\}/g, "x"), {
      method: wrong,
      headers: { host: HOST, cookie },
    });
    expect(res.status, `${wrong} ${path}`).toBe(405);
    expect(res.headers.get("allow")?.split(", ").sort()).toEqual(
      expect.arrayContaining(allowed.filter((m) => m !== "HEAD")),
    );
    expect(res.headers.get("content-type")).toContain(PROBLEM_MEDIA_TYPE);
    expect(await res.json()).toMatchObject({
      status: 405,
      title: "Method not allowed",
      type: expect.stringMatching(/^https:\/\//),
    });
  }
}, 120_000);

it("every operation's errors are documented problem+json (bad body, too large, cross-site, unknown site, rate limit, store down, broken)", async () => {
  const owner = async () => staffCookie(h, "alpha", "owner@alpha.example", "owner");
  for (const op of ops) {
    await record(op, await send(h.app, op, { body: "[]" }));
    if (op.path.startsWith("/api/dealer/")) {
      await record(op, await send(h.app, op, { body: "[]", headers: { cookie: await owner() } }));
    }
    if (op.hasBody && !op.path.endsWith("/stock/import")) {
      await record(
        op,
        await send(h.app, op, { body: JSON.stringify({ pad: "x".repeat(70_000) }) }),
      );
    }
    if (op.method !== "GET") {
      await record(
        op,
        await send(h.app, op, { body: "{}", headers: { origin: "https://elsewhere.example" } }),
      );
    }
    await record(op, await send(h.app, op, { host: "nobody.localhost" }));
  }
  // Past the limit: a rate-limited operation answers 429 within perIp + 1 calls.
  const limited = new Set<string>();
  for (const op of ops.filter((o) => o.documented.has(429))) {
    for (let i = 0; i < 5 && !limited.has(op.id); i++) {
      const res = await record(op, await send(h.app, op, { body: "{}" }));
      if (res.status === 429) limited.add(op.id);
    }
  }
  expect(limited.size).toBe(ops.filter((o) => o.documented.has(429)).length);
  // The store down (503) and broken (500), on the way in: every tenant operation meets it.
  for (const [failure, status] of [
    [Object.assign(new Error("down"), { code: "STORE_UNAVAILABLE" }), 503],
    [new Error("boom"), 500],
  ] as const) {
    const sites = Object.create(h.deps.sites, {
      byHost: {
        value: async () => {
          throw failure;
        },
      },
    });
    const broken = createApp(
      { ...h.deps, sites },
      { logger: pino({ level: "silent" }), rateLimits: false, siteCacheMs: 0 },
    );
    for (const op of ops.filter((o) => !o.path.endsWith("/health"))) {
      const res = await record(op, await send(broken, op, { body: "{}" }));
      expect(res.status, `${op.id} with the store ${status === 503 ? "down" : "broken"}`).toBe(
        status,
      );
    }
  }

  const undocumented = seen
    .filter((s) => !s.op.documented.has(s.status))
    .map((s) => `${s.op.id} ${s.status}`);
  expect([...new Set(undocumented)]).toEqual([]);
  const notProblems = seen.filter((s) => !s.problem).map((s) => `${s.op.id} ${s.status}`);
  expect([...new Set(notProblems)]).toEqual([]);
  for (const s of seen) {
    expect(s.body, `${s.op.id} ${s.status}`).toMatchObject({
      type: expect.any(String),
      title: expect.any(String),
      status: s.status,
      detail: expect.any(String),
    });
  }
  // The checks above met every status the issue names (409 and 422: the Idempotency-Key tests).
  expect(new Set(seen.map((s) => s.status))).toEqual(
    new Set([400, 401, 403, 404, 413, 429, 500, 503]),
  );
  // A 400 names its fields.
  expect(seen.find((s) => s.status === 400)?.body).toMatchObject({ errors: expect.any(Object) });
}, 600_000);

import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { TOO_DEEP_MESSAGE } from "./middleware/json-depth";
import { staffCookie } from "./routes/dealer/staff-sessions.test-helper";
import { CONTROL_CHARACTERS_MESSAGE } from "./routes/text.schema";
import { client, goodLead, type Harness, harness } from "./test-support/harness";

let h: Harness;
beforeAll(async () => {
  h = await harness();
}, 120_000);
afterAll(() => h.close());

type Problem = { errors?: Record<string, string> };
const problem = async (r: Response) => (await r.json()) as Problem;

/** An app over the harness's store whose log lines are kept, to check what they hold. */
function loggedApp() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = createApp(h.deps, { logger: pino({ level: "info" }, sink), rateLimits: false });
  return { app, lines };
}

describe("deeply nested JSON (issue 30 §11)", () => {
  it("7,000 levels is a 400 naming body, not a stack overflow", async () => {
    const api = client(h.app, "alpha.localhost");
    // An escape makes the guard walk the parsed value: the walk that overflowed.
    const deep = `${'{"a":'.repeat(7000)}"x\\u0041"${"}".repeat(7000)}`;
    const res = await api.post("/api/leads", `{"form":"general","fields":${deep}}`);
    expect(res.status).toBe(400);
    expect((await problem(res)).errors).toEqual({ body: TOO_DEEP_MESSAGE });
    const arrays = await api.post("/api/analytics", `${"[".repeat(7000)}${"]".repeat(7000)}`);
    expect((await problem(arrays)).errors).toEqual({ body: TOO_DEEP_MESSAGE });
  });

  it("ordinary nesting still passes", async () => {
    const res = await client(h.app, "alpha.localhost").post("/api/leads", goodLead);
    expect(res.status).toBe(201);
  });
});

describe("NUL in a query or path (issue 30 §11)", () => {
  it("dealer stock q with NUL is a 400 naming q, and the log holds neither the value nor SQL", async () => {
    const { app, lines } = loggedApp();
    const cookie = await staffCookie(h, "alpha", "nul@example.com", "owner");
    const res = await client(app, "alpha.localhost").get("/api/dealer/stock?q=secret%00word", {
      cookie,
    });
    expect(res.status).toBe(400);
    expect((await problem(res)).errors).toEqual({ q: CONTROL_CHARACTERS_MESSAGE });
    const log = lines.join("");
    expect(log).not.toContain("secret");
    expect(log).not.toMatch(/select|params/i);
  });

  it.each([
    ["/api/search?path=%2Fcars%2Fa%00b", "path"],
    ["/api/trade-in/rego?rego=AB%00C", "rego"],
    ["/api/cars/similar?x%00y=1", "x\u0000y"],
  ])("%s is a 400 naming its parameter", async (url, field) => {
    const res = await client(h.app, "alpha.localhost").get(url);
    expect(res.status).toBe(400);
    expect(Object.keys((await problem(res)).errors ?? {})).toEqual([field]);
  });

  it.each([
    ["/api/cars/a%00b/view.json", "slug"],
    ["/api/trade-in/a%00b/adjustments", "id"],
  ])("%s (a path value) is a 400 naming it, never a 500", async (url, field) => {
    const api = client(h.app, "alpha.localhost");
    const res = url.endsWith("view.json") ? await api.get(url) : await api.post(url, {});
    expect(res.status).toBe(400);
    expect(Object.keys((await problem(res)).errors ?? {})).toContain(field);
  });
});

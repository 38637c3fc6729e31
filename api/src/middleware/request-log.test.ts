import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../http/env";
import { REDACTED_PATHS } from "../logger";
import { requestLog } from "./request-log";

/** The API's logger (its redaction paths) writing JSON lines into `lines`. */
function captured() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: pino({ level: "info", redact: REDACTED_PATHS }, sink) };
}

function app(logger: pino.Logger) {
  const a = new Hono<AppEnv>();
  a.use("*", requestLog(logger));
  a.get("/quiet", (c) => c.text("ok"));
  a.get("/noisy", (c) => {
    c.get("log").warn({ lead: { name: "Sam Citizen", email: "sam@example.com" } }, "noted");
    return c.text("ok");
  });
  return a;
}

describe("requestLog", () => {
  it("writes one line per request and makes no per-request logger for a route that logs nothing", async () => {
    const { lines, logger } = captured();
    const child = vi.spyOn(logger, "child");
    const a = app(logger);
    const made = child.mock.calls.length;
    const res = await a.request("/quiet", { headers: { "x-request-id": "req-quiet-1" } });
    expect(res.headers.get("x-request-id")).toBe("req-quiet-1");
    await a.request("/quiet");
    expect(child.mock.calls.length).toBe(made);
    expect(lines).toEqual([
      expect.objectContaining({
        reqId: "req-quiet-1",
        route: "/quiet",
        status: 200,
        msg: "request",
      }),
      expect.objectContaining({ route: "/quiet", status: 200, msg: "request" }),
    ]);
  });

  it("a route's own log line carries the request id and is still redacted", async () => {
    const { lines, logger } = captured();
    await app(logger).request("/noisy", { headers: { "x-request-id": "req-noisy-1" } });
    expect(lines[0]).toMatchObject({
      reqId: "req-noisy-1",
      msg: "noted",
      lead: { name: "[Redacted]", email: "[Redacted]" },
    });
    expect(lines[1]).toMatchObject({ reqId: "req-noisy-1", route: "/noisy", msg: "request" });
    expect(JSON.stringify(lines)).not.toContain("Sam Citizen");
  });
});

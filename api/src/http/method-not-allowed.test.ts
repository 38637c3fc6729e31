import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { client, type Harness, harness } from "../test-support/harness";
import { allowedMethods } from "./method-not-allowed";

describe("allowedMethods", () => {
  const routes = [
    { method: "ALL", path: "/api/*" },
    { method: "POST", path: "/api/leads" },
    { method: "GET", path: "/api/cars/:slug" },
    { method: "DELETE", path: "/api/watchlist/:id{[0-9]+}" },
  ];

  it("lists the methods of the routes matching the path (GET brings HEAD)", () => {
    expect(allowedMethods(routes, "/api/leads")).toEqual(["POST"]);
    expect(allowedMethods(routes, "/api/cars/2020-toyota")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods(routes, "/api/watchlist/12")).toEqual(["DELETE"]);
  });

  it("a path no route has, or a param that does not match, allows nothing", () => {
    expect(allowedMethods(routes, "/api/nothing")).toEqual([]);
    expect(allowedMethods(routes, "/api/watchlist/abc")).toEqual([]);
    expect(allowedMethods(routes, "/api/cars/a/b")).toEqual([]);
  });
});

describe("a wrong method on the API", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  }, 120_000);
  afterAll(() => h.close());

  it("is 405 with Allow, and an unknown path stays 404", async () => {
    const api = client(createApp(h.deps, { logger: pino({ level: "silent" }) }), "alpha.localhost");
    const wrong = await api.get("/api/leads");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
    expect((await api.get("/api/no-such-route")).status).toBe(404);
  });
});

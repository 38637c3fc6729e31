import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { IdempotencyHeader } from "../routes/leads.schema";
import { newRouter } from "./router";

/** A route declaring the Idempotency-Key header and a JSON body, as POST /api/leads does. */
function app() {
  const router = newRouter();
  router.openapi(
    createRoute({
      method: "post",
      path: "/echo",
      request: {
        headers: IdempotencyHeader,
        body: {
          content: { "application/json": { schema: z.object({ n: z.number() }) } },
        },
      },
      responses: { 200: { description: "The key and body read" } },
    }),
    (c) =>
      c.json({ key: c.req.valid("header")["idempotency-key"] ?? null, n: c.req.valid("json").n }),
  );
  return router;
}

/** A POST whose Headers cannot be copied whole (forEach throws): only reads by name work. */
function post(headers: Record<string, string>) {
  const req = new Request("http://x/echo", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ n: 1 }),
  });
  req.headers.forEach = () => {
    throw new Error("every header copied");
  };
  return req;
}

describe("newRouter: a route's declared headers", () => {
  it("are read by name, never by copying every header of the request", async () => {
    const res = await app().request(post({ "idempotency-key": "key-0001" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ key: "key-0001", n: 1 });
    const without = await app().request(post({}));
    expect(await without.json()).toEqual({ key: null, n: 1 });
  });

  it("a bad value is a 400 problem naming the header, before the body is read", async () => {
    const res = await app().request(post({ "idempotency-key": "has space" }));
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect(await res.json()).toMatchObject({
      detail: "Idempotency-Key must be 1 to 200 visible ASCII characters",
      errors: { "idempotency-key": "Idempotency-Key must be 1 to 200 visible ASCII characters" },
    });
  });

  it("are still documented as the operation's header parameters", () => {
    const doc = app().getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
    });
    const parameters = doc.paths?.["/echo"]?.post?.parameters ?? [];
    expect(parameters).toContainEqual(
      expect.objectContaining({ in: "header", name: "idempotency-key", required: false }),
    );
  });
});

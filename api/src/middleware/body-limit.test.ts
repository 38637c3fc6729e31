import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodySizeLimit } from "./body-limit";

const MAX = 1024;

function app() {
  const read: string[] = [];
  const a = new Hono();
  a.use("*", bodySizeLimit({ maxSize: MAX, onError: (c) => c.text("too large", 413) }));
  a.all("*", async (c) => {
    read.push(await c.req.text());
    return c.text("ok");
  });
  return { a, read };
}

/** A body streamed in chunks, with no Content-Length: the counted path. */
function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  let left = bytes;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const size = Math.min(left, 300);
      left -= size;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
}

describe("bodySizeLimit", () => {
  it("decides from Content-Length: over the limit is refused, at the limit goes through", async () => {
    const { a, read } = app();
    const over = await a.request("/", {
      method: "POST",
      headers: { "content-length": String(MAX + 1) },
      body: "x".repeat(MAX + 1),
    });
    expect(over.status).toBe(413);
    const at = await a.request("/", {
      method: "POST",
      headers: { "content-length": String(MAX) },
      body: "x".repeat(MAX),
    });
    expect(at.status).toBe(200);
    expect(read).toEqual(["x".repeat(MAX)]);
  });

  it("counts a chunked body as it is read and refuses it past the limit", async () => {
    const { a } = app();
    const init = (bytes: number) =>
      ({
        method: "POST",
        headers: { "transfer-encoding": "chunked" },
        body: chunkedBody(bytes),
        duplex: "half",
      }) as RequestInit;
    expect((await a.request("/", init(MAX + 300))).status).toBe(413);
    expect((await a.request("/", init(MAX - 1))).status).toBe(200);
  });

  it("counts a body with neither length header (a request built in code)", async () => {
    const { a } = app();
    expect((await a.request("/", { method: "POST", body: "x".repeat(MAX + 1) })).status).toBe(413);
    expect((await a.request("/", { method: "POST", body: "small" })).status).toBe(200);
  });

  it("lets bodiless GETs through", async () => {
    const { a, read } = app();
    expect((await a.request("/")).status).toBe(200);
    expect(read).toEqual([""]);
  });
});

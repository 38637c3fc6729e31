import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { goodLead, type Harness, harness } from "../test-support/harness";

let h: Harness;
beforeAll(async () => {
  h = await harness();
}, 120_000);
afterAll(() => h.close());

/** A lead body that sends its first bytes and then waits until `finish` is called. */
function heldBody() {
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(JSON.stringify(goodLead).slice(0, 10)));
      finish = () => controller.error(new Error("client went away"));
    },
  });
  return { body, finish: () => finish() };
}

describe("open uploads per client (issue 30 §11)", () => {
  it("past the cap a client's next request with a body is 429 at once; others are served", async () => {
    const app = createApp(h.deps, {
      logger: pino({ level: "silent" }),
      rateLimits: false,
      trustedProxyHops: 1,
      openUploadsPerClient: 2,
    });
    const post = (ip: string, body: BodyInit) =>
      app.request("/api/leads", {
        method: "POST",
        headers: {
          host: "alpha.localhost",
          "content-type": "application/json",
          "transfer-encoding": "chunked",
          "x-forwarded-for": ip,
        },
        body,
        duplex: "half",
      } as RequestInit);
    const held = [heldBody(), heldBody()];
    const open = held.map((b) => post("203.0.113.60", b.body));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = await post("203.0.113.60", JSON.stringify(goodLead));
    expect(third.status).toBe(429);
    expect(await post("203.0.113.61", JSON.stringify(goodLead))).toHaveProperty("status", 201);
    for (const b of held) b.finish();
    await Promise.allSettled(open);
    // Once the held ones end, the client is served again.
    expect((await post("203.0.113.60", JSON.stringify(goodLead))).status).toBe(201);
  });
});

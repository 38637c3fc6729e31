import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness } from "../test-support/harness";
import { requestDeadlineOptions } from "./request-deadlines";

let h: Harness;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  h = await harness();
  // Tiny deadlines, so the test needs no long wait (the defaults are 10 s and 30 s).
  const options = requestDeadlineOptions({ headersMs: 300, requestMs: 600, checkEveryMs: 50 });
  server = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1", serverOptions: options });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  (server as import("node:http").Server).closeAllConnections();
  await closed;
  await h.close();
});

/** Sends `head` and then nothing more; resolves with all the server said once it closes. */
function dripAndWait(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(head));
    let said = "";
    socket.on("data", (chunk) => {
      said += String(chunk);
    });
    socket.on("close", () => resolve(said));
    socket.on("error", reject);
  });
}

describe("request deadlines on a real socket (issue 30 §11)", () => {
  it("a body that stops arriving is answered 408 and its connection closed", async () => {
    const said = await dripAndWait(
      "POST /api/leads HTTP/1.1\r\nHost: alpha.localhost\r\nContent-Type: application/json\r\n" +
        'Content-Length: 500\r\n\r\n{"form":"general",',
    );
    expect(said).toMatch(/^HTTP\/1\.1 408/);
  });

  it("headers that never end are answered 408 and closed", async () => {
    const said = await dripAndWait("GET /api/health HTTP/1.1\r\nHost: alpha.localhost\r\n");
    expect(said).toMatch(/^HTTP\/1\.1 408/);
  });

  it("a prompt request is served as before", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});

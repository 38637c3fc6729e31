import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { ApiOptions } from "./deps";
import { client, type Harness, harness } from "./test-support/harness";

/**
 * Issue 30 §2 on the standalone API (@hono/node-server, as `forecourt serve --api` runs it):
 * each client connects from its own loopback address (127.0.0.x: Linux answers them all), so
 * the server sees real, different socket peers.
 */
let h: Harness;
const servers: Array<ReturnType<typeof serve>> = [];
beforeAll(async () => {
  h = await harness();
}, 120_000);
afterAll(async () => {
  for (const server of servers) await new Promise((done) => server.close(done));
  await h.close();
});

/** The API on a free loopback port with three sign-in codes a minute per client address. */
async function standalone(options: ApiOptions): Promise<number> {
  const app = createApp(h.deps, {
    logger: pino({ level: "silent" }),
    rateLimits: { windowMs: 60_000, perIp: 3, perSite: 1000 },
    ...options,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  servers.push(server);
  await new Promise((listening) => server.once("listening", listening));
  return (server.address() as AddressInfo).port;
}

let phones = 0;

/**
 * POST /api/auth/code for alpha, sent from the socket address `from`; resolves to the status.
 * Each asks for a new number, so only the per-address limit counts (not one number's cooldown).
 */
function askForCode(port: number, from: string, headers: Record<string, string> = {}) {
  phones += 1;
  const body = JSON.stringify({ phone: `04123${String(phones).padStart(5, "0")}` });
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method: "POST",
        path: "/api/auth/code",
        headers: { host: "alpha.localhost", "content-type": "application/json", ...headers },
        agent: false,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("the client address on the standalone API (issue 30 §2)", () => {
  it("with no proxy, one client at its limit does not stop another, whatever it writes", async () => {
    const port = await standalone({ trustedProxyHops: 0 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push(await askForCode(port, "127.0.0.2"));
    expect(statuses).toEqual([200, 200, 200, 429]);
    // X-Forwarded-For is the client's own text here: it buys no fresh count.
    expect(await askForCode(port, "127.0.0.2", { "x-forwarded-for": "198.51.100.1" })).toBe(429);
    expect(await askForCode(port, "127.0.0.3")).toBe(200);
  });

  it("behind one trusted proxy, counts the address the proxy appended, not the leftmost", async () => {
    const port = await standalone({ trustedProxyHops: 1 });
    const proxy = "127.0.0.4";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      // The client writes a new leftmost entry each time; the proxy appends what it saw.
      const forwarded = { "x-forwarded-for": `192.0.2.${i}, 203.0.113.70` };
      statuses.push(await askForCode(port, proxy, forwarded));
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another shopper behind the same proxy still signs in.
    expect(await askForCode(port, proxy, { "x-forwarded-for": "203.0.113.71" })).toBe(200);
  });
});

describe("the host on the API (issue 30 §2)", () => {
  const asks = async (trustedProxyHops: number) => {
    const app = createApp(h.deps, { logger: pino({ level: "silent" }), trustedProxyHops });
    const res = await client(app, "alpha.localhost").get("/api/cars/alpha-car-1/view.json", {
      "x-forwarded-host": "bravo.localhost",
    });
    return res.status;
  };

  it("with no proxy, X-Forwarded-Host does not switch the tenant", async () => {
    expect(await asks(0)).toBe(200);
  });

  it("behind a trusted proxy, the X-Forwarded-Host it set picks the tenant", async () => {
    // bravo has no car alpha-car-1.
    expect(await asks(1)).toBe(404);
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseFetchAllow } from "@forecourt/core/security/fetch-allow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_UNREACHABLE } from "./outbound-failure";
import { createOutboundFetch, type OutboundResult, outboundFetchFromEnv } from "./outbound-fetch";

/** A loopback server whose paths misbehave in the ways the guard must survive. */
let server: Server;
let port: number;
const hits: string[] = [];
const limits = { timeoutMs: 2_000, maxBytes: 1_000 };

function handle(req: IncomingMessage, res: ServerResponse) {
  hits.push(req.url ?? "");
  if (req.url === "/ok") return res.end("hello");
  if (req.url === "/redirect") {
    res.writeHead(302, { location: "/secret" });
    return res.end();
  }
  if (req.url === "/slow") {
    res.writeHead(200);
    res.write("a");
    return; // never ends
  }
  if (req.url === "/large-declared") {
    res.writeHead(200, { "content-length": "5000" });
    return res.end("x".repeat(5000));
  }
  if (req.url === "/large-chunked") {
    res.writeHead(200);
    for (let i = 0; i < 50; i++) res.write("x".repeat(100));
    return res.end();
  }
  res.writeHead(404);
  res.end();
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const failureOf = (result: OutboundResult) => (result.ok ? null : result.failure);
const allowLoopback = () => createOutboundFetch({ allow: parseFetchAllow(`127.0.0.1:${port}`) });

describe("the outbound-fetch guard against a loopback server (issue 30 §5)", () => {
  it("refuses loopback without the allow setting, and never connects", async () => {
    hits.length = 0;
    const guarded = createOutboundFetch();
    for (const host of ["127.0.0.1", "0x7f.1", "2130706433", "017700000001", "127.1", "[::1]"]) {
      const failure = failureOf(await guarded(`http://${host}:${port}/ok`, limits));
      expect(failure?.code).toBe("not_public");
      expect(failure?.staffMessage).toBe(STAFF_UNREACHABLE);
    }
    expect(hits).toEqual([]);
  });

  it("lets the host and port FORECOURT_FETCH_ALLOW names through, and nothing else", async () => {
    const result = await allowLoopback()(`http://127.0.0.1:${port}/ok`, limits);
    expect(result.ok && Buffer.from(result.response.body).toString()).toBe("hello");
    const onlyOtherPort = createOutboundFetch({ allow: parseFetchAllow(`127.0.0.1:${port + 1}`) });
    expect(failureOf(await onlyOtherPort(`http://127.0.0.1:${port}/ok`, limits))?.code).toBe(
      "not_public",
    );
  });

  it("refuses a redirect without following it", async () => {
    hits.length = 0;
    const failure = failureOf(await allowLoopback()(`http://127.0.0.1:${port}/redirect`, limits));
    expect(failure?.code).toBe("redirect");
    expect(hits).toEqual(["/redirect"]);
  });

  it("ends a server that does not finish within the time cap", async () => {
    const started = Date.now();
    const failure = failureOf(
      await allowLoopback()(`http://127.0.0.1:${port}/slow`, { ...limits, timeoutMs: 300 }),
    );
    expect(failure?.code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("cuts off an answer larger than the size cap, declared or streamed", async () => {
    for (const path of ["/large-declared", "/large-chunked"]) {
      const failure = failureOf(await allowLoopback()(`http://127.0.0.1:${port}${path}`, limits));
      expect(failure?.code).toBe("too_large");
    }
  });

  it("refuses a name when any of its addresses is private", async () => {
    const guarded = createOutboundFetch({
      resolve: async () => [
        { address: "93.184.215.14", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
    });
    const failure = failureOf(await guarded(`http://mixed.example:${port}/ok`, limits));
    expect(failure?.code).toBe("not_public");
  });

  it("connects to the address it checked, resolving the name once (no DNS rebinding)", async () => {
    let lookups = 0;
    const guarded = createOutboundFetch({
      allow: parseFetchAllow(`feeds.test:${port}`),
      resolve: async () => {
        lookups++;
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
    // The system resolver knows no feeds.test: the answer can only come from the vetted address.
    const result = await guarded(`http://feeds.test:${port}/ok`, limits);
    expect(result.ok).toBe(true);
    expect(lookups).toBe(1);
  });

  it("refuses schemes other than http and https", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/", "not a url"]) {
      expect(failureOf(await createOutboundFetch()(url, limits))?.code).toBe("bad_url");
    }
  });

  it("tells staff the same thing for a closed port and an open one", async () => {
    const anyLoopbackPort = createOutboundFetch({ allow: parseFetchAllow("127.0.0.1") });
    const closed = failureOf(await anyLoopbackPort("http://127.0.0.1:1/ok", limits));
    const refused = failureOf(await createOutboundFetch()(`http://127.0.0.1:${port}/ok`, limits));
    expect(closed?.code).toBe("connect");
    expect(closed?.staffMessage).toBe(STAFF_UNREACHABLE);
    expect(refused?.staffMessage).toBe(STAFF_UNREACHABLE);
  });

  it("reads FORECOURT_FETCH_ALLOW from the environment, refusing a bad one by name", async () => {
    const fromEnv = outboundFetchFromEnv({ FORECOURT_FETCH_ALLOW: `127.0.0.1:${port}` });
    expect((await fromEnv(`http://127.0.0.1:${port}/ok`, limits)).ok).toBe(true);
    expect(() => outboundFetchFromEnv({ FORECOURT_FETCH_ALLOW: "http://127.0.0.1" })).toThrow(
      "FORECOURT_FETCH_ALLOW: 'http://127.0.0.1' must be host, host:port or host:first-last",
    );
  });
});

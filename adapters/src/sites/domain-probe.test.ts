import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseFetchAllow } from "@forecourt/core/security/fetch-allow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboundFetch, type OutboundFetch } from "../net/outbound-fetch";
import { liveDomainProbe } from "./domain-probe";

const TOKEN = "tok-0123456789";
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.endsWith(TOKEN)) return res.end(TOKEN);
    res.writeHead(302, { location: `/.well-known/forecourt-verification/${TOKEN}` });
    res.end();
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((done) => server.close(done)));

const fetchAnswering =
  (status: number, body: string): OutboundFetch =>
  async () => ({
    ok: true,
    response: { status, headers: {}, body: new TextEncoder().encode(body) },
  });

describe("liveDomainProbe (issue 30 §3)", () => {
  it("joins each TXT record's strings, and finds nothing when DNS has no answer", async () => {
    const probe = liveDomainProbe(fetchAnswering(200, ""), async (name) =>
      name === "_forecourt-challenge.a.example" ? [["tok-0123", "456789"], ["v=spf1 -all"]] : [],
    );
    expect(await probe.txtRecords("_forecourt-challenge.a.example")).toEqual([
      TOKEN,
      "v=spf1 -all",
    ]);
    const failing = liveDomainProbe(fetchAnswering(200, ""), async () => {
      throw Object.assign(new Error("queryTxt ENOTFOUND"), { code: "ENOTFOUND" });
    });
    expect(await failing.txtRecords("_forecourt-challenge.b.example")).toEqual([]);
  });

  it("reads the HTTP token from a 200 only", async () => {
    const url = `http://a.example/.well-known/forecourt-verification/${TOKEN}`;
    expect(await liveDomainProbe(fetchAnswering(200, TOKEN)).httpBody(url)).toBe(TOKEN);
    expect(await liveDomainProbe(fetchAnswering(404, TOKEN)).httpBody(url)).toBeNull();
  });

  it("goes through the outbound guard: a private address answering the token proves nothing", async () => {
    const probe = liveDomainProbe(createOutboundFetch());
    const url = `http://127.0.0.1:${port}/.well-known/forecourt-verification/${TOKEN}`;
    expect(await probe.httpBody(url)).toBeNull();
    // Let through (as FORECOURT_FETCH_ALLOW would), it answers; a redirect is never followed.
    const allowed = liveDomainProbe(
      createOutboundFetch({ allow: parseFetchAllow(`127.0.0.1:${port}`) }),
    );
    expect(await allowed.httpBody(url)).toBe(TOKEN);
    expect(await allowed.httpBody(`http://127.0.0.1:${port}/elsewhere`)).toBeNull();
  });
});

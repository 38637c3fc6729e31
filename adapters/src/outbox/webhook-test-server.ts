import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseFetchAllow } from "@forecourt/core/security/fetch-allow";
import { createOutboundFetch } from "../net/outbound-fetch";

/** The outbound-fetch guard with loopback let through (FORECOURT_FETCH_ALLOW=127.0.0.1), for these servers. */
export const loopbackOutbound = createOutboundFetch({ allow: parseFetchAllow("127.0.0.1") });

export interface ReceivedLead {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A dealer CRM webhook on 127.0.0.1 for tests: records every POST and answers
 * with the status the test sets (or never answers, for timeouts).
 */
export async function startWebhookServer(): Promise<{
  url: string;
  received: ReceivedLead[];
  respondWith(status: number | "hang", delayMs?: number): void;
  close(): Promise<void>;
}> {
  const received: ReceivedLead[] = [];
  let status: number | "hang" = 200;
  let delayMs = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      if (status === "hang") return;
      const answer = status;
      setTimeout(() => res.writeHead(answer).end(answer < 300 ? "ok" : "nope"), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    respondWith(next, delay = 0) {
      status = next;
      delayMs = delay;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { requestDeadlineOptions } from "@forecourt/api/http/request-deadlines";
import { trustedProxyHopsFromEnv } from "@forecourt/core/security/trusted-proxy-hops";
import { stampRequestIdentity } from "./lib/request-identity";

/**
 * `npm start` (`npm run serve -w web [-- -p 3000] [-H 0.0.0.0]`): the built site through Next's
 * programmatic server, behind this small Node server because route handlers cannot see the
 * socket. Each request's client address and host are decided here from the socket and the
 * trusted proxy hops (lib/request-identity.ts) before Next reads them (issue 30 §2).
 */
function stop(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let args: { port?: string; hostname?: string };
try {
  args = parseArgs({
    options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  }).values;
} catch (error) {
  stop(`serve: ${error instanceof Error ? error.message : String(error)}`);
}
const portText = (args.port ?? process.env.PORT ?? "3000").trim();
const port = /^\d{1,5}$/.test(portText) ? Number(portText) : Number.NaN;
if (!(port <= 65_535)) {
  stop(
    `${args.port ? "--port" : "PORT"}: must be a port number from 0 to 65535, got "${portText}"`,
  );
}
const hops = trustedProxyHopsFromEnv(process.env);
if (!hops.ok) stop(hops.error);
const trustedHops = hops.hops;

// Next reads NODE_ENV as it loads, so it is set before the import (as `next start` does).
Object.assign(process.env, { NODE_ENV: "production" });
const { default: next } = await import("next");
// Next's own address stays localhost (its default): it tells an internal rewrite from a proxied
// one by that origin, and `-H 127.0.0.1` there would send every tenant rewrite out as a proxy.
const app = next({ dev: false, dir: import.meta.dirname, port });
const handle = app.getRequestHandler();
await app.prepare();

// A request not fully received in 10 s (headers) / 30 s (body) is 408 (issue 30 §11).
const server = createServer(requestDeadlineOptions(), (req, res) => {
  stampRequestIdentity(req.headers, req.socket.remoteAddress, trustedHops);
  void handle(req, res);
});
server.listen(port, args.hostname, () => {
  const address = server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  process.stdout.write(`> Ready on http://${args.hostname ?? "localhost"}:${listening}\n`);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    // Finish in-flight requests, then leave; idle keep-alive sockets do not hold the exit.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}

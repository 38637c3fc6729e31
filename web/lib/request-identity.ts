import type { IncomingHttpHeaders } from "node:http";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "@forecourt/core/security/client-address";
import { requestHost } from "@forecourt/core/security/request-host";

/** Forwarding headers only a trusted proxy may write: a direct client's copies are dropped. */
const PROXY_WRITTEN = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
];

/**
 * Decides once, in web/server.ts before Next sees the request, who sent it and to which host
 * (issue 30 §2, core's rules): the client address goes in `x-forecourt-client-ip`, replacing any
 * copy the client sent, for the API mounted in Next; the host goes in X-Forwarded-Host, which
 * Next itself reads. With no trusted proxy a client's own X-Forwarded-* headers are removed, so
 * Next fills them from the socket. Mutates `headers` (the Node request's).
 */
export function stampRequestIdentity(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trustedHops: number,
): void {
  const address = clientAddress({
    socketAddress,
    forwardedFor: headers["x-forwarded-for"],
    trustedHops,
  });
  const host = requestHost({
    host: headers.host,
    forwardedHost: headers["x-forwarded-host"],
    trustedHops,
  });
  if (trustedHops === 0) for (const name of PROXY_WRITTEN) delete headers[name];
  headers[CLIENT_ADDRESS_HEADER] = address;
  if (host) headers["x-forwarded-host"] = host;
  else delete headers["x-forwarded-host"];
}

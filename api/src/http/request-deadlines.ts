import type { ServerOptions } from "node:http";

/** How long a client may take to send a request (issue 30 §11: a dripped body held a connection 300 s). */
export interface RequestDeadlines {
  /** From connect to the end of the headers. */
  headersMs: number;
  /** From connect to the last byte of the body; then 408 and the connection is closed. */
  requestMs: number;
  /** How often the server checks its connections against the deadlines. */
  checkEveryMs: number;
}

export const DEFAULT_REQUEST_DEADLINES: RequestDeadlines = {
  headersMs: 10_000,
  requestMs: 30_000,
  checkEveryMs: 1_000,
};

/**
 * Node's own request deadlines for a server (`http.createServer(options)`, or @hono/node-server's
 * `serverOptions`): a request not fully received in time is answered 408 and its connection
 * closed before any handler runs. Node's defaults are 60 s for headers and 300 s for the whole
 * request, checked every 30 s.
 */
export function requestDeadlineOptions(
  deadlines: RequestDeadlines = DEFAULT_REQUEST_DEADLINES,
): Pick<ServerOptions, "headersTimeout" | "requestTimeout" | "connectionsCheckingInterval"> {
  return {
    headersTimeout: deadlines.headersMs,
    requestTimeout: deadlines.requestMs,
    connectionsCheckingInterval: deadlines.checkEveryMs,
  };
}

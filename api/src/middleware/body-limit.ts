import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

type Options = { maxSize: number; onError: Parameters<typeof bodyLimit>[0]["onError"] };

/**
 * Hono's bodyLimit, minus its cost on the common path. It starts by asking for
 * `c.req.raw.body`, which makes @hono/node-server build a full undici Request and a
 * web stream over the socket for every request, GETs included (about a tenth of a
 * lead's CPU). Here a request is judged from its headers when they settle it: no
 * body (a GET or HEAD, or neither Content-Length nor Transfer-Encoding), or a
 * Content-Length. Only a chunked body is counted by Hono's middleware as it is read.
 */
export function bodySizeLimit({ maxSize, onError }: Options): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const chunked = c.req.header("transfer-encoding") !== undefined;
    const length = c.req.header("content-length");
    if (!chunked && length !== undefined) {
      return Number.parseInt(length, 10) > maxSize ? counted(c, next) : next();
    }
    if (!chunked && (c.req.method === "GET" || c.req.method === "HEAD")) return next();
    return counted(c, next);
  };
}

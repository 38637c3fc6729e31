import { lookup } from "node:dns/promises";
import { request as httpRequest, type IncomingMessage, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import {
  type FetchAllowList,
  isFetchAllowed,
  parseFetchAllow,
} from "@forecourt/core/security/fetch-allow";
import { isPublicAddress, literalAddress } from "@forecourt/core/security/public-address";
import { type OutboundFailure, outboundFailure } from "./outbound-failure";

/** One address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The whole call (lookup, connect, answer and body) ends with a timeout after this. */
  timeoutMs: number;
  /** A longer answer body is cut off and counts as a failure. */
  maxBytes: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingMessage["headers"];
  body: Uint8Array;
}

export type OutboundResult =
  | { ok: true; response: OutboundResponse }
  | { ok: false; failure: OutboundFailure };

/** The one way the server fetches an address a dealer or a feed supplied (issue 30 §5). */
export type OutboundFetch = (url: string, request: OutboundRequest) => Promise<OutboundResult>;

export interface OutboundFetchOptions {
  /** Hosts and ports let through although private (FORECOURT_FETCH_ALLOW); nothing by default. */
  allow?: FetchAllowList;
  /** Resolves a host name to every address it has; the system resolver by default. */
  resolve?: (host: string) => Promise<ResolvedAddress[]>;
}

const systemResolve = async (host: string): Promise<ResolvedAddress[]> =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** A lookup that answers only the address already checked, so a second DNS answer cannot differ. */
function pinnedLookup(vetted: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };
}

type Vetting =
  | { ok: true; url: URL; target: ResolvedAddress }
  | { ok: false; failure: OutboundFailure };

/** Parses, resolves and checks the address: every address a name has must be public (or allowed). */
async function vet(
  raw: string,
  allow: FetchAllowList,
  resolve: (host: string) => Promise<ResolvedAddress[]>,
): Promise<Vetting> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, failure: outboundFailure("bad_url", "not an absolute URL") };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, failure: outboundFailure("bad_url", `scheme ${url.protocol} refused`) };
  }
  const literal = literalAddress(url);
  let addresses: ResolvedAddress[];
  if (literal !== null) {
    addresses = [{ address: literal, family: isIP(literal) === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(url.hostname);
    } catch (error) {
      const code = (error as { code?: string }).code ?? "lookup failed";
      return { ok: false, failure: outboundFailure("unresolved", `${url.hostname}: ${code}`) };
    }
  }
  const first = addresses[0];
  if (!first) {
    return { ok: false, failure: outboundFailure("unresolved", `${url.hostname}: no address`) };
  }
  if (!isFetchAllowed(allow, url)) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) {
      return {
        ok: false,
        failure: outboundFailure("not_public", `${url.host} is ${refused.address}, not public`),
      };
    }
  }
  return { ok: true, url, target: first };
}

/** Sends the request to the vetted address; the answer is read up to maxBytes. */
function send(
  url: URL,
  target: ResolvedAddress,
  request: OutboundRequest,
  signal: AbortSignal,
): Promise<OutboundResult> {
  const body = typeof request.body === "string" ? Buffer.from(request.body) : request.body;
  const headers: Record<string, string> = { ...request.headers };
  if (body) headers["content-length"] = String(body.byteLength);
  const options: RequestOptions = {
    method: request.method ?? "GET",
    hostname: literalAddress(url) ?? url.hostname,
    port: url.port === "" ? undefined : Number(url.port),
    path: `${url.pathname}${url.search}`,
    headers,
    lookup: pinnedLookup(target),
    // A fresh connection each time: a pooled one could have been opened for another address.
    agent: false,
    signal,
  };
  if (url.username !== "" || url.password !== "") {
    options.auth = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  }
  const fail = (failure: OutboundFailure): OutboundResult => ({ ok: false, failure });
  return new Promise((settle) => {
    const req = (url.protocol === "https:" ? httpsRequest : httpRequest)(options, (res) => {
      const status = res.statusCode ?? 0;
      // 304 Not Modified answers a conditional request (a feed pull); it sends nobody elsewhere.
      if (status >= 300 && status < 400 && status !== 304) {
        res.destroy();
        settle(fail(outboundFailure("redirect", `${url.host} answered ${status}; not followed`)));
        return;
      }
      const declared = Number(res.headers["content-length"] ?? "0");
      if (declared > request.maxBytes) {
        res.destroy();
        settle(fail(outboundFailure("too_large", `${url.host} declared ${declared} bytes`)));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > request.maxBytes) {
          res.destroy();
          settle(
            fail(outboundFailure("too_large", `${url.host} sent over ${request.maxBytes} bytes`)),
          );
          return;
        }
        chunks.push(chunk);
      });
      res.on("end", () =>
        settle({
          ok: true,
          response: { status, headers: res.headers, body: new Uint8Array(Buffer.concat(chunks)) },
        }),
      );
      res.on("error", (error) => settle(fail(connectFailure(url, error, signal))));
      // Cut off mid-answer (the time cap): a close without an end is a failure too.
      res.on("close", () => settle(fail(connectFailure(url, new Error("closed early"), signal))));
    });
    req.on("error", (error) => settle(fail(connectFailure(url, error, signal))));
    req.end(body);
  });
}

function connectFailure(url: URL, error: unknown, signal: AbortSignal): OutboundFailure {
  if (signal.aborted) return outboundFailure("timeout", `${url.host} did not finish in time`);
  const code = (error as { code?: string }).code ?? (error as Error).message;
  return outboundFailure("connect", `${url.host}: ${code}`);
}

/**
 * The outbound-fetch guard (issue 30 §5): only http(s); the host resolved and refused when any
 * address is not public (unless FORECOURT_FETCH_ALLOW names it); the connection made to the
 * very address checked (no DNS rebinding); redirects refused, not followed; one time cap for the
 * whole call and a size cap on the answer.
 */
export function createOutboundFetch(options: OutboundFetchOptions = {}): OutboundFetch {
  const allow = options.allow ?? [];
  const resolve = options.resolve ?? systemResolve;
  return async (raw, request) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeoutMs);
    const timedOut = new Promise<Vetting>((settle) =>
      controller.signal.addEventListener("abort", () =>
        settle({ ok: false, failure: outboundFailure("timeout", "lookup did not finish in time") }),
      ),
    );
    try {
      const vetted = await Promise.race([vet(raw, allow, resolve), timedOut]);
      if (!vetted.ok) return vetted;
      return await send(vetted.url, vetted.target, request, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The guard as the environment configures it: FORECOURT_FETCH_ALLOW (README "Configuration"). */
export function outboundFetchFromEnv(env: Record<string, string | undefined>): OutboundFetch {
  return createOutboundFetch({ allow: parseFetchAllow(env.FORECOURT_FETCH_ALLOW) });
}

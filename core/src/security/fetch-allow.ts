import { z } from "zod";

/**
 * FORECOURT_FETCH_ALLOW (issue 30 §5): the hosts and ports a server-side fetch may reach even
 * though they are private — a loopback server that tests and benches serve feeds, photos and
 * webhooks from. Comma-separated `host`, `host:port` or `host:first-last`; a host alone allows
 * every port. Hosts are compared as the URL parser writes them (`127.1` is `127.0.0.1`).
 */
export interface FetchAllowEntry {
  host: string;
  firstPort: number;
  lastPort: number;
}
export type FetchAllowList = readonly FetchAllowEntry[];

const ENTRY = /^(\[[0-9a-f:.]+\]|[^:[\]\s/]+)(?::(\d{1,5})(?:-(\d{1,5}))?)?$/i;

/** A host as the WHATWG URL parser writes it, or null when it is no valid host. */
function normalHost(host: string): string | null {
  try {
    const url = new URL(`http://${host}/`);
    return url.hostname === "" || url.port !== "" ? null : url.hostname;
  } catch {
    return null;
  }
}

function parseEntry(
  text: string,
  ctx: z.core.$RefinementCtx<string | undefined>,
): FetchAllowEntry | null {
  const fail = (why: string) => {
    ctx.addIssue({ code: "custom", message: `FORECOURT_FETCH_ALLOW: '${text}' ${why}` });
    return null;
  };
  const match = ENTRY.exec(text);
  if (!match) return fail("must be host, host:port or host:first-last");
  const [, rawHost = "", from, to] = match;
  const host = normalHost(rawHost);
  if (host === null) return fail("does not name a valid host");
  const firstPort = from === undefined ? 1 : Number(from);
  const lastPort = to === undefined ? (from === undefined ? 65_535 : firstPort) : Number(to);
  if (firstPort < 1 || lastPort > 65_535 || firstPort > lastPort) {
    return fail("needs ports from 1 to 65535, the first no larger than the last");
  }
  return { host, firstPort, lastPort };
}

/** The setting's text parsed; empty or unset allows nothing. */
export const FetchAllowSetting = z
  .string()
  .optional()
  .transform((value, ctx): FetchAllowList => {
    const entries: FetchAllowEntry[] = [];
    for (const text of (value ?? "").split(",").map((s) => s.trim())) {
      if (text === "") continue;
      const entry = parseEntry(text, ctx);
      if (entry) entries.push(entry);
    }
    return entries;
  });

/** Parses FORECOURT_FETCH_ALLOW, throwing one message naming the setting and the bad entry. */
export function parseFetchAllow(value: string | undefined): FetchAllowList {
  const result = FetchAllowSetting.safeParse(value);
  if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join("; "));
  return result.data;
}

/** The port a URL reaches: its own, else its scheme's default. */
export function effectivePort(url: URL): number {
  if (url.port !== "") return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

/** True when the allow list names this URL's host and port. */
export function isFetchAllowed(allow: FetchAllowList, url: URL): boolean {
  const port = effectivePort(url);
  return allow.some(
    (entry) => entry.host === url.hostname && port >= entry.firstPort && port <= entry.lastPort,
  );
}

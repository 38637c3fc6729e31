import { z } from "zod";

const IPV4 = z.ipv4();
const IPV6 = z.ipv6();

/** What the client-address rule reads of one request (issue 30 §2). */
export interface ClientAddressInput {
  /** The TCP peer of this process's socket; undefined when there is none (in-process tests). */
  socketAddress: string | undefined;
  /** Every X-Forwarded-For value received, in order (a proxy may add a second header). */
  forwardedFor: string | readonly string[] | undefined;
  /** Reverse proxies this deployment puts in front of the process; 0 = clients connect directly. */
  trustedHops: number;
}

/** The address when no well-formed one is known: one shared counter, never a client's choice. */
export const UNKNOWN_CLIENT = "unknown";

/**
 * An address as a proxy writes it: IPv4 or IPv6, with a port (`1.2.3.4:80`, `[::1]:80`) or
 * IPv6 brackets dropped; null for anything else (`unknown`, obfuscated names, garbage).
 */
export function normalisedAddress(entry: string): string | null {
  const trimmed = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(trimmed);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(trimmed);
  const address = bracketed?.[1] ?? withPort?.[1] ?? trimmed;
  if (IPV4.safeParse(address).success) return address;
  if (IPV6.safeParse(address).success) return address.toLowerCase();
  return null;
}

/** The X-Forwarded-For entries, leftmost (furthest from us) first. */
function forwardedEntries(forwardedFor: ClientAddressInput["forwardedFor"]): string[] {
  if (forwardedFor === undefined) return [];
  const values = typeof forwardedFor === "string" ? [forwardedFor] : forwardedFor;
  return values.flatMap((value) => value.split(","));
}

/**
 * The client's address for per-address limits (issue 30 §2). The chain is the X-Forwarded-For
 * entries followed by the socket peer; each trusted proxy appends the peer it saw, so with N
 * trusted hops the entry N places left of the socket is the one the outermost trusted proxy
 * wrote, and everything further left is the client's own text, never read. N = 0 is the socket.
 * A chain shorter than that (fewer proxies than configured) gives its leftmost entry, which a
 * trusted hop still wrote. A malformed chosen entry gives the nearest well-formed one on its
 * right (a trusted proxy's address: stricter, never looser), else UNKNOWN_CLIENT.
 */
export function clientAddress({
  socketAddress,
  forwardedFor,
  trustedHops,
}: ClientAddressInput): string {
  const chain = [...(trustedHops > 0 ? forwardedEntries(forwardedFor) : []), socketAddress ?? ""];
  const chosen = Math.max(0, chain.length - 1 - trustedHops);
  for (let i = chosen; i < chain.length; i++) {
    const address = normalisedAddress(chain[i] ?? "");
    if (address) return address;
  }
  return UNKNOWN_CLIENT;
}

/**
 * The header the site's own server (web/server.ts) sets on every request to the client address
 * it decided from its socket, after deleting any copy the client sent; the API mounted in Next
 * reads the address from here and nowhere else.
 */
export const CLIENT_ADDRESS_HEADER = "x-forecourt-client-ip";

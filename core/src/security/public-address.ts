import ipaddr from "ipaddr.js";

/**
 * Which addresses a server-side fetch may reach (issue 30 §5): only public unicast ones. The
 * range tables are ipaddr.js's (IANA special-purpose registries, kept up to date upstream)
 * rather than hand-written CIDR maths; what this file adds is the addresses that carry an IPv4
 * address inside an IPv6 one, which are as public as the IPv4 address they carry.
 */

/** The embedded IPv4 address in bits 96–127 (IPv4-mapped/compatible, NAT64 64:ff9b::/96). */
function lastFour(v6: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = v6.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12, 16));
}

/** 6to4 (2002::/16) carries its IPv4 address in bits 16–47. */
function sixToFourV4(v6: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = v6.toByteArray();
  return new ipaddr.IPv4(bytes.slice(2, 6));
}

const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

function isPublicV4(v4: ipaddr.IPv4): boolean {
  // Everything else is loopback, private, CGNAT, link-local, multicast, broadcast, 0/8, or a
  // reserved block (documentation, benchmarking, 240/4, 192.0.0/24, 6to4 relay anycast).
  return v4.range() === "unicast";
}

function isPublicV6(v6: ipaddr.IPv6): boolean {
  const range = v6.range();
  if (range === "unicast") return true;
  if (range === "ipv4Mapped") return isPublicV4(lastFour(v6));
  // Only the well-known NAT64 prefix is translated to the IPv4 internet; 64:ff9b:1::/48 is local.
  if (range === "rfc6052") return v6.match(NAT64_WELL_KNOWN) && isPublicV4(lastFour(v6));
  if (range === "6to4") return isPublicV4(sixToFourV4(v6));
  // Loopback, unspecified, link-local, unique-local, multicast, Teredo, documentation, ORCHID,
  // discard, site-local and every other special-purpose block.
  return false;
}

/**
 * True when `ip` (an IPv4 dotted quad or an IPv6 address, without brackets) is a public unicast
 * address a server may fetch from; false for every private, local, special or malformed one.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const parsed = ipaddr.parse(ip);
  return parsed.kind() === "ipv4"
    ? isPublicV4(parsed as ipaddr.IPv4)
    : isPublicV6(parsed as ipaddr.IPv6);
}

/**
 * The IP address a URL's host names literally, as the WHATWG URL parser normalised it
 * (`0x7f.1`, `2130706433`, `017700000001` and `127.1` are all `127.0.0.1`; IPv6 unbracketed),
 * or null when the host is a name.
 */
export function literalAddress(url: URL): string | null {
  const host = url.hostname;
  if (host.startsWith("[") && host.endsWith("]")) return host.slice(1, -1);
  return ipaddr.IPv4.isValidFourPartDecimal(host) ? host : null;
}

/** Names that are loopback by definition (RFC 6761), whatever a resolver says. */
const LOOPBACK_NAME = /(^|\.)localhost\.?$/i;

/** Why a URL given for a server-side fetch is refused before any lookup, or null when it may go. */
export function outboundUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "must be an absolute http:// or https:// address";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return "must be an absolute http:// or https:// address";
  }
  if (LOOPBACK_NAME.test(url.hostname)) return "must be a public address, not localhost";
  const literal = literalAddress(url);
  if (literal !== null && !isPublicAddress(literal)) {
    return `must be a public address, not ${url.hostname} (a private, local or reserved address)`;
  }
  return null;
}

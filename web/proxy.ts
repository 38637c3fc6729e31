import { pageSecurityHeaders } from "@forecourt/core/security/security-headers";
import { URL_TEXT_INVALID, urlTextProblem } from "@forecourt/core/security/url-text";
import { type NextRequest, NextResponse } from "next/server";
import { frameAncestorsForHost } from "@/lib/frame-ancestors";
import { hostOfRequest } from "@/lib/request-host";

/**
 * Tenant resolution, step 1: every page request is rewritten under /site/{host}, so the host
 * ({slug}.localhost:3000 or a configured domain) becomes a route parameter. The host is core's
 * rule, as the API decides it: Host, or the X-Forwarded-Host a trusted proxy set (issue 30 §2). The site itself is
 * looked up from the store in the /site/[host] layout; pages can then be cached per tenant.
 *
 * Security headers (issue 16 §1): a fresh nonce per request goes to Next in the request's
 * Content-Security-Policy header (Next puts it on its own scripts) and the same policy, with
 * the site's frame-ancestors, HSTS on https and the other headers from core, on the answer.
 */
export async function proxy(request: NextRequest) {
  // Issue 30 §11: NUL or invalid UTF-8 in the address is a 400 naming its part, never a page's 500.
  const unreadable = urlTextProblem(request.nextUrl.pathname, request.nextUrl.search);
  if (unreadable !== null) {
    return new NextResponse(`Bad request: ${unreadable} ${URL_TEXT_INVALID}.\n`, {
      status: 400,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  }
  const host = hostOfRequest(request.headers);
  const url = request.nextUrl.clone();
  const path = url.pathname === "/" ? "" : url.pathname;
  url.pathname = `/site/${encodeURIComponent(host || "localhost")}${path}`;

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const protocol = request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol;
  const headers = pageSecurityHeaders({
    nonce,
    https: protocol.split(",")[0]?.trim().replace(/:$/, "") === "https",
    frameAncestors: host ? await frameAncestorsForHost(host) : [],
    development: process.env.NODE_ENV === "development",
  });
  const forwarded = new Headers(request.headers);
  forwarded.set("x-nonce", nonce);
  forwarded.set("Content-Security-Policy", headers["Content-Security-Policy"] ?? "");
  const response = NextResponse.rewrite(url, { request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // The API (which sets its own headers), Next's own assets, the local media files and the
  // server's internal routes are shared by every tenant.
  matcher: ["/((?!api/|_next/|images/|media/|orbit/|internal/|favicon.ico).*)"],
};

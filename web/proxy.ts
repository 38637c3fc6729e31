import { type NextRequest, NextResponse } from "next/server";

/**
 * Tenant resolution, step 1: every page request is rewritten under /site/{host}, so the host
 * ({slug}.localhost:3000 or a configured domain) becomes a route parameter. The site itself is
 * looked up from the store in the /site/[host] layout; pages can then be cached per tenant.
 */
export function proxy(request: NextRequest) {
  const host = (request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? "")
    .split(",")[0]
    ?.trim()
    .toLowerCase();
  const url = request.nextUrl.clone();
  const path = url.pathname === "/" ? "" : url.pathname;
  url.pathname = `/site/${encodeURIComponent(host || "localhost")}${path}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // The API, Next's own assets, the local media files and the server's internal routes are
  // shared by every tenant.
  matcher: ["/((?!api/|_next/|images/|internal/|favicon.ico).*)"],
};

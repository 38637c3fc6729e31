import { createSiteResolver, SITE_CACHE_MS } from "@forecourt/adapters/sites/site-resolver";
import { SESSION_COOKIE_PREFIX } from "@forecourt/core";
import { DEFAULT_CARD_TESTING_LIMITS } from "@forecourt/core/payments/card-testing";
import { DEFAULT_SIGN_IN_CODE_LIMITS } from "@forecourt/core/security/sign-in-throttle";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiDeps, ApiOptions, RateLimits } from "./deps";
import { docsRoutes } from "./docs/docs.route";
import { ApiError } from "./http/api-error";
import { cardTestingGuard } from "./http/card-testing-guard";
import type { AppEnv } from "./http/env";
import { hitCounter } from "./http/hit-counter";
import { allowedMethods } from "./http/method-not-allowed";
import { onError } from "./http/on-error";
import { problemResponse } from "./http/problem";
import { documentProblems, rateLimitedPath } from "./http/problem-docs";
import { createLogger } from "./logger";
import { bodySizeLimit } from "./middleware/body-limit";
import { clientIpOf } from "./middleware/client-ip";
import { guardJsonBody } from "./middleware/json-body-guard";
import { DEFAULT_OPEN_UPLOADS_PER_CLIENT, openUploadsPerClient } from "./middleware/open-uploads";
import { originCheck } from "./middleware/origin-check";
import { rateLimits } from "./middleware/rate-limit";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { requireUser, session } from "./middleware/session";
import { tenant } from "./middleware/tenant";
import { analyticsRoutes } from "./routes/analytics.route";
import { API_TAGS } from "./routes/api-tags";
import { authRoutes } from "./routes/auth.route";
import { carRoutes, defaultCarPhotos } from "./routes/cars.route";
import { dealerConsoleRoutes } from "./routes/dealer/console";
import { dealerRoutes } from "./routes/dealer/index";
import { IMPORT_MAX_BYTES } from "./routes/dealer/stock.schema";
import { deliveryRoutes } from "./routes/delivery.route";
import { financeRoutes } from "./routes/finance.route";
import type { RouteGuards } from "./routes/guards";
import { healthRoutes } from "./routes/health.route";
import { leadRoutes } from "./routes/leads.route";
import { locationRoutes } from "./routes/locations.route";
import { meRoutes } from "./routes/me.route";
import { miscellaneousRoutes } from "./routes/miscellaneous.route";
import { onlinePaymentRoutes } from "./routes/online-payment.route";
import { reservationRoutes } from "./routes/reservations.route";
import { savedSearchRoutes } from "./routes/saved-searches.route";
import { searchRoutes } from "./routes/search.route";
import { spinToWinRoutes } from "./routes/spin-to-win.route";
import { tradeInRoutes } from "./routes/trade-in.route";
import { watchlistRoutes } from "./routes/watchlist.route";

/** The API's base path: the same app serves standalone and mounted at /api in the web. */
export const API_BASE = "/api";

/** Lead, sign-in and quote limits per minute: generous for people, tight for scripts. */
export const DEFAULT_RATE_LIMITS: RateLimits = { windowMs: 60_000, perIp: 30, perSite: 1200 };
/** Card payments (/online-payment) per hour: a few invoices for people, no card-testing run (issue 30 §10). */
export const DEFAULT_PAYMENT_RATE_LIMITS: RateLimits = {
  windowMs: 60 * 60_000,
  perIp: 10,
  perSite: 300,
};
/** Anonymous writes per minute, per group (issue 30 §9): a showroom's shoppers, not a script. */
export const DEFAULT_WRITE_RATE_LIMITS: RateLimits = {
  windowMs: 60_000,
  perIp: 120,
  perSite: 6000,
};
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;
const NOT_FOUND = "Not found";

/**
 * Builds the Hono API (issue 4 §2): tenant from the Host header, zod on every
 * body and query, rate limits, Origin checks, security headers and JSON logs,
 * then one route module per area under /api.
 */
export function createApp(deps: ApiDeps, options: ApiOptions = {}) {
  const logger = options.logger ?? createLogger();
  const now = options.now ?? (() => new Date());
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const clientIp = clientIpOf(options);
  const guards: RouteGuards = {
    now,
    leadLimits: rateLimits("leads", limits, clientIp, deps.rateCounter),
    signInLimits: rateLimits("sign-in", limits, clientIp, deps.rateCounter),
    signInCodeLimits: options.signInCodeLimits ?? DEFAULT_SIGN_IN_CODE_LIMITS,
    quoteLimits: rateLimits("quote", limits, clientIp, deps.rateCounter),
    requireUser,
    clientIp,
    paymentLimits: rateLimits(
      "payment",
      options.paymentRateLimits ?? (limits === false ? false : DEFAULT_PAYMENT_RATE_LIMITS),
      clientIp,
      deps.rateCounter,
    ),
    writeLimits: (group) =>
      rateLimits(
        group,
        options.writeRateLimits ?? (limits === false ? false : DEFAULT_WRITE_RATE_LIMITS),
        clientIp,
        deps.rateCounter,
      ),
    countHit: hitCounter(deps.rateCounter),
    cardTesting: cardTestingGuard(
      options.cardTestingLimits ?? DEFAULT_CARD_TESTING_LIMITS,
      clientIp,
      deps.rateCounter,
    ),
  };

  const app = new OpenAPIHono<AppEnv>().basePath(API_BASE);
  app.onError(onError);
  app.notFound((c) => {
    // A path that exists under another method is 405 with Allow (RFC 9110), not 404.
    const allow = allowedMethods(app.routes, c.req.path);
    if (allow.length === 0)
      return problemResponse(c, { status: 404, detail: NOT_FOUND, message: NOT_FOUND });
    c.header("Allow", allow.join(", "));
    const message = `Method ${c.req.method} is not allowed here; use ${allow.join(", ")}.`;
    return problemResponse(c, { status: 405, detail: message, message });
  });
  app.use("*", requestLog(logger));
  // Every answer's security headers, as one precomputed list (middleware/security-headers.ts).
  app.use("*", securityHeaders(`${API_BASE}/docs`));
  const tooLarge = () => {
    throw new ApiError("PAYLOAD_TOO_LARGE", "The request is too large.", {
      body: "The request is too large.",
    });
  };
  // Issue 30 §11: a client's slowly sent bodies cannot hold many connections at once.
  app.use(
    "*",
    openUploadsPerClient(
      options.openUploadsPerClient ?? (limits === false ? false : DEFAULT_OPEN_UPLOADS_PER_CLIENT),
      clientIp,
    ),
  );
  const bodyLimit = bodySizeLimit({
    maxSize: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
    onError: tooLarge,
  });
  // A dealer's stock feed file is the one big body (the route's staff guard still runs first).
  const feedLimit = bodySizeLimit({ maxSize: IMPORT_MAX_BYTES, onError: tooLarge });
  app.use("*", (c, next) =>
    c.req.path === `${API_BASE}/dealer/stock/import` ? feedLimit(c, next) : bodyLimit(c, next),
  );

  // Needs no tenant: load balancers and tools call these by IP.
  app.route("/", healthRoutes(deps));
  app.openAPIRegistry.registerComponent("securitySchemes", "shopperSession", {
    type: "apiKey",
    in: "cookie",
    name: `${SESSION_COOKIE_PREFIX}.session_token`,
    description: "The shopper's session, set by POST /api/auth/verify (HTTP-only cookie).",
  });
  const docConfig = {
    openapi: "3.1.0",
    info: {
      title: "Forecourt API",
      version: "0.1.0",
      description:
        "Multi-tenant dealer website API; the tenant comes from the Host header. Every error is " +
        "RFC 9457 `application/problem+json` (schema `Problem`); a path called with a method it " +
        "does not answer is 405 with `Allow` listing the ones it does. Reference: /api/docs.",
      // OpenAPI 3.1's SPDX `identifier`, which the generator's (3.0) LicenseObject type lacks.
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" } as { name: string },
    },
    servers: [
      { url: "/", description: "A dealer site's own host (the Host header picks the site)" },
    ],
    // Anonymous unless an operation says otherwise (the shopper's own lists need the session).
    security: [{}],
    tags: API_TAGS,
  };
  // Built once, on first request (every route is registered by then), with each
  // operation's problem+json answers (http/problem-docs.ts).
  let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  app.get("/openapi.json", (c) => {
    document ??= documentProblems(app.getOpenAPI31Document(docConfig), rateLimitedPath(app.routes));
    return c.json(document);
  });

  app.route("/", docsRoutes(API_BASE));

  app.use(
    "*",
    tenant(
      deps.siteResolver ??
        createSiteResolver(deps.sites, {
          cacheMs: options.siteCacheMs ?? SITE_CACHE_MS,
          onSiteChange: deps.onSiteChange,
        }),
      options.trustedProxyHops,
    ),
  );
  app.use("*", originCheck());
  app.use("*", session(deps.auth));
  app.use("*", guardJsonBody);

  app.route("/", leadRoutes(deps, guards));
  app.route("/", authRoutes(deps, guards));
  app.route("/", watchlistRoutes(deps, guards));
  app.route("/", savedSearchRoutes(deps, guards));
  app.route(
    "/",
    carRoutes(deps, guards, options.fetchImage ?? deps.carPhoto ?? defaultCarPhotos()),
  );
  app.route("/", financeRoutes(deps, guards));
  app.route("/", deliveryRoutes(deps));
  app.route("/", locationRoutes(guards));
  app.route("/", analyticsRoutes(deps, guards));
  app.route("/", miscellaneousRoutes(deps, guards));
  app.route("/", tradeInRoutes(deps, guards));
  app.route("/", reservationRoutes(deps, guards));
  app.route("/", searchRoutes(deps, guards));
  app.route("/", meRoutes(deps));
  app.route("/", onlinePaymentRoutes(deps, guards));
  app.route("/", spinToWinRoutes(deps, guards, options.random ?? Math.random));
  app.route("/", dealerRoutes(deps, guards));
  app.route("/", dealerConsoleRoutes(deps, guards));
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;

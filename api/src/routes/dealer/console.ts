import type { ApiDeps } from "../../deps";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { dealerAuditRoutes } from "./audit.route";
import { dealerDomainRoutes } from "./domains.route";
import { dealerFeedRunRoutes } from "./feed-runs.route";
import { dealerFirstResponseInsightsRoutes } from "./first-response-insights.route";
import { staffGuard } from "./guard";
import { dealerInsightsRoutes } from "./insights.route";
import { dealerSettingsRoutes } from "./settings.route";
import { dealerStockRoutes } from "./stock.route";

/** The console's stock, settings, audit and insights routes under /api/dealer (issue 17 §3). */
export function dealerConsoleRoutes(deps: ApiDeps, guards: RouteGuards) {
  const guard = staffGuard(deps.dealerAuth, guards.now);
  const app = newRouter();
  app.route("/", dealerStockRoutes(deps, guards, guard));
  app.route("/", dealerSettingsRoutes(deps, guards, guard));
  app.route("/", dealerDomainRoutes(deps, guards, guard));
  app.route("/", dealerFeedRunRoutes(deps, guards, guard));
  app.route("/", dealerAuditRoutes(deps, guard));
  app.route("/", dealerInsightsRoutes(deps, guards, guard));
  app.route("/", dealerFirstResponseInsightsRoutes(deps, guards, guard));
  return app;
}

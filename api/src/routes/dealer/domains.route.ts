import { removeSiteDomain } from "@forecourt/adapters/sites/remove-site-domain";
import { requestSiteDomain } from "@forecourt/adapters/sites/request-site-domain";
import {
  type DomainFailure,
  type DomainView,
  domainView,
} from "@forecourt/adapters/sites/site-domains";
import { verifySiteDomain } from "@forecourt/adapters/sites/verify-site-domain";
import { DOMAIN_CHECKS } from "@forecourt/core";
import type { Context } from "hono";
import type { ApiDeps } from "../../deps";
import { ApiError } from "../../http/api-error";
import type { AppEnv } from "../../http/env";
import { newRouter } from "../../http/router";
import type { RouteGuards } from "../guards";
import { jsonBody, jsonOk } from "../openapi-helpers";
import { dealerRoute, NOT_FOUND_RESPONSE } from "./dealer-route";
import {
  type DomainAnswer,
  DomainAnswer as DomainAnswerSchema,
  DomainList,
  DomainNameParam,
  DomainRequestBody,
} from "./domains.schema";
import { currentStaff, type StaffGuard } from "./guard";

/** The claim as JSON: the browser gets this projection, never the stored row. */
const answer = (view: DomainView): DomainAnswer => ({
  name: view.name,
  status: view.status,
  requestedAt: view.requestedAt.toISOString(),
  verifiedAt: view.verifiedAt?.toISOString() ?? null,
  challenge: view.challenge,
});

/** A refused claim: 404 for a name the site never asked for, else 400 naming `name`. */
function refused(failure: DomainFailure): never {
  const message = failure.problem.replace(/^name: /, "");
  if (failure.reason === "not-found") throw ApiError.problem("NOT_FOUND", message);
  throw ApiError.field("name", message);
}

const TOO_MANY_CHECKS = `This site's domains were checked ${DOMAIN_CHECKS.perSite} times in the last hour; please try again later.`;

const actorOf = (c: Context<AppEnv>) => {
  const staff = currentStaff(c);
  return { email: staff.email, role: staff.role };
};

/**
 * Issue 30 §3: an owner's domains. A requested name is pending (it never answers) until the
 * server finds the owner's proof (DNS TXT or HTTP token); then it answers for this site only.
 * Every change is audited.
 */
export function dealerDomainRoutes(deps: ApiDeps, guards: RouteGuards, guard: StaffGuard) {
  const app = newRouter();

  app.openapi(
    dealerRoute(guard, "owner", {
      method: "get",
      path: "/dealer/domains",
      operationId: "dealerListDomains",
      summary: "The site's domains, verified and pending (with what to publish)",
      responses: jsonOk(DomainList),
    }),
    async (c) => {
      const domains = await deps.siteDomains.list(c.get("site").slug);
      return c.json({ domains: domains.map((d) => answer(domainView(d))) }, 200);
    },
  );

  app.openapi(
    dealerRoute(guard, "owner", {
      method: "post",
      path: "/dealer/domains",
      operationId: "dealerRequestDomain",
      summary: "Ask for a domain: stored pending, with a DNS TXT record or HTTP token to publish",
      request: jsonBody(DomainRequestBody),
      responses: jsonOk(DomainAnswerSchema),
    }),
    async (c) => {
      const result = await requestSiteDomain(
        deps,
        c.get("site").slug,
        c.req.valid("json").name,
        actorOf(c),
        guards.now(),
      );
      if (!result.ok) refused(result);
      return c.json(answer(result.domain), 200);
    },
  );

  app.openapi(
    dealerRoute(guard, "owner", {
      method: "post",
      path: "/dealer/domains/{name}/verify",
      operationId: "dealerVerifyDomain",
      summary: "Check the proof server-side; proved, the domain answers for this site",
      request: { params: DomainNameParam },
      // Its 429 (more than DOMAIN_CHECKS.perSite checks an hour) is in the description, not
      // the responses: the problem contract proves each documented 429 anonymously.
      description: `At most ${DOMAIN_CHECKS.perSite} checks per site an hour (then 429 problem+json).`,
      responses: { ...jsonOk(DomainAnswerSchema), ...NOT_FOUND_RESPONSE },
    }),
    async (c) => {
      // Each check is a DNS lookup and an HTTP request: counted per site in the store.
      const site = c.get("site").slug;
      const checks = await guards.countHit(`domain-check:${site}`, DOMAIN_CHECKS.windowMs);
      if (checks > DOMAIN_CHECKS.perSite) throw new ApiError("RATE_LIMITED", TOO_MANY_CHECKS);
      const result = await verifySiteDomain(
        deps,
        site,
        c.req.valid("param").name,
        actorOf(c),
        guards.now(),
      );
      if (!result.ok) refused(result);
      return c.json(answer(result.domain), 200);
    },
  );

  app.openapi(
    dealerRoute(guard, "owner", {
      method: "delete",
      path: "/dealer/domains/{name}",
      operationId: "dealerRemoveDomain",
      summary: "Remove a domain; a verified one stops answering for this site at once",
      request: { params: DomainNameParam },
      responses: { ...jsonOk(DomainAnswerSchema), ...NOT_FOUND_RESPONSE },
    }),
    async (c) => {
      const result = await removeSiteDomain(
        deps,
        c.get("site").slug,
        c.req.valid("param").name,
        actorOf(c),
        guards.now(),
      );
      if (!result.ok) refused(result);
      return c.json(answer({ ...result.domain, challenge: null }), 200);
    },
  );

  return app;
}

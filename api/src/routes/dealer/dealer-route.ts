import type { StaffRole } from "@forecourt/core";
import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { problem } from "../openapi-helpers";
import type { StaffGuard } from "./guard";

/** The OpenAPI extension naming the lowest role a dealer route needs (the generated test reads it). */
export const STAFF_ROLE_EXTENSION = "x-staff-role";
export const STAFF_SECURITY_SCHEME = "staffSession";

export { Problem } from "../openapi-helpers";

/** The answers every guarded dealer route may give besides its own. */
export const GUARD_RESPONSES = {
  401: problem("No staff session on this site"),
  403: problem("Staff of another site, or too low a role"),
} as const;

export const NOT_FOUND_RESPONSE = { 404: problem("Not this site's (or no such thing)") } as const;

/**
 * A /api/dealer route: the role guard runs before any validation (so a stranger learns nothing
 * from a 400), and the document says which role it needs, its tag, security and 401/403.
 */
export function dealerRoute<const R extends Omit<RouteConfig, "middleware" | "security">>(
  guard: StaffGuard,
  role: StaffRole,
  config: R,
) {
  return createRoute({
    ...config,
    tags: config.tags ?? ["Dealer"],
    security: [{ [STAFF_SECURITY_SCHEME]: [] }],
    middleware: [guard(role)] as const,
    [STAFF_ROLE_EXTENSION]: role,
    responses: { ...config.responses, ...GUARD_RESPONSES },
  });
}

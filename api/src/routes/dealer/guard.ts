import {
  carriesStaffSessionCookie,
  hasRole,
  type StaffAuthPort,
  type StaffMember,
  type StaffRole,
} from "@forecourt/core";
import { roleTooLow } from "@forecourt/core/staff/staff-refusals";
import type { Context, MiddlewareHandler } from "hono";
import { ApiError } from "../../http/api-error";
import type { AppEnv } from "../../http/env";

export const SIGN_IN_AS_STAFF = "Please sign in to the dealer console.";
export const OTHER_SITE_STAFF = "You are signed in to another dealer's console, not this site's.";

/** Builds one guard per role for /api/dealer routes (dealer-route.ts attaches it to each route). */
export type StaffGuard = (role: StaffRole) => MiddlewareHandler<AppEnv>;

/**
 * Issue 17 §2: the site comes from the Host as everywhere; a staff session of this site with at
 * least `role` passes (and is put on the context as `staff`). No session: 401. A session of
 * another site's staff, or too low a role: 403. All as problem+json.
 */
export function staffGuard(auth: StaffAuthPort, now: () => Date): StaffGuard {
  return (role) => async (c, next) => {
    const cookie = c.req.header("cookie");
    const site = c.get("site").slug;
    const staff = carriesStaffSessionCookie(cookie)
      ? await auth.session(site, c.req.raw.headers)
      : null;
    if (!staff) {
      const elsewhere = carriesStaffSessionCookie(cookie)
        ? await auth.sessionSite(c.req.raw.headers, now())
        : null;
      if (elsewhere && elsewhere !== site) throw ApiError.problem("FORBIDDEN", OTHER_SITE_STAFF);
      throw ApiError.problem("UNAUTHENTICATED", SIGN_IN_AS_STAFF);
    }
    if (!hasRole(staff.role, role)) throw ApiError.problem("FORBIDDEN", roleTooLow(role));
    c.set("staff", staff);
    await next();
  };
}

/** The member the route's guard let in (a route without a guard has none: 401). */
export function currentStaff(c: Context<AppEnv>): StaffMember {
  const staff = c.get("staff");
  if (!staff) throw ApiError.problem("UNAUTHENTICATED", SIGN_IN_AS_STAFF);
  return staff;
}

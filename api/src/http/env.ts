import type { SiteConfig, StaffMember, User } from "@forecourt/core";
import type { Logger } from "pino";

/** Values the middleware puts on each request's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** The tenant resolved from the request's host. */
    site: SiteConfig;
    /** The request's host name without port, by core's requestHost rule (issue 30 §2). */
    host: string;
    /** The signed-in user, or null for an anonymous visitor (§6). */
    user: User | null;
    /** The signed-in staff member of this site on /api/dealer routes (set by their guard). */
    staff: StaffMember | null;
  };
}

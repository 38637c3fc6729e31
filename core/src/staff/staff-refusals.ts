import type { StaffRole } from "./roles";

/** What a member whose role is too low reads (issue 17 §2), from the API's guard and use cases. */
export const roleTooLow = (needed: StaffRole): string =>
  `This needs the ${needed} role or above; ask the site's owner.`;

/** A change names someone who is not on this site's staff (issue 34 §1: owners, routing). */
export const NO_SUCH_STAFF = "There is no such staff member on this site.";

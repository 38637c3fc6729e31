/**
 * Staff sessions have a cookie of their own (`fc-staff.session_token`, `__Secure-` prefixed over
 * https), so a shopper's session is never read as staff and signing out of one leaves the other.
 */
export const STAFF_COOKIE_PREFIX = "fc-staff";
export const STAFF_SESSION_COOKIE = `${STAFF_COOKIE_PREFIX}.session_token`;
export const SECURE_STAFF_SESSION_COOKIE = `__Secure-${STAFF_SESSION_COOKIE}`;

const cookieNames = (cookieHeader: string | null | undefined): string[] =>
  cookieHeader ? cookieHeader.split(";").map((pair) => pair.split("=", 1)[0]?.trim() ?? "") : [];

/** Whether a request carries a staff session cookie at all (none: no store lookup). */
export function carriesStaffSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieNames(cookieHeader).some(
    (name) => name === STAFF_SESSION_COOKIE || name === SECURE_STAFF_SESSION_COOKIE,
  );
}

/** Whether it carries the Secure one (set over https), which is read under that name. */
export function carriesSecureStaffSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieNames(cookieHeader).includes(SECURE_STAFF_SESSION_COOKIE);
}

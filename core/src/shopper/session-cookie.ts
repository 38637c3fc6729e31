/**
 * §6 the session cookie: better-auth names it `<prefix>.session_token`, and `__Secure-`
 * prefixed when it was set over https. One definition for the auth adapter that sets it
 * and the API and web shells that look for it.
 */
export const SESSION_COOKIE_PREFIX = "fc";
export const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`;
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

/** The names of the cookies in a Cookie header. */
function cookieNames(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader.split(";").map((pair) => pair.split("=", 1)[0]?.trim() ?? "");
}

/** Whether a request carries a session cookie at all: requests without one need no store lookup. */
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieNames(cookieHeader).some(
    (name) => name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE,
  );
}

/** Whether it carries the Secure one (set over https), which is read under that name. */
export function carriesSecureSessionCookie(cookieHeader: string | null | undefined): boolean {
  return cookieNames(cookieHeader).includes(SECURE_SESSION_COOKIE);
}

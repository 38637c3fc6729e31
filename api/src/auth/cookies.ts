import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { hostName } from "../middleware/tenant";

export const SESSION_COOKIE = "fc_session";
export const OTP_COOKIE = "fc_otp";
/** Sessions last 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

/** Secure everywhere except plain-http localhost, where browsers would drop a Secure cookie. */
function isPlainLocalhost(c: Context): boolean {
  const host = hostName(c.req.header("host")) ?? "";
  const local = host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1";
  return local && new URL(c.req.url).protocol === "http:";
}

function baseOptions(c: Context): CookieOptions {
  return { httpOnly: true, secure: !isPlainLocalhost(c), sameSite: "Lax", path: "/" };
}

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, { ...baseOptions(c), maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, baseOptions(c));
}

export function setOtpCookie(c: Context, challenge: string, maxAgeSeconds: number): void {
  setCookie(c, OTP_COOKIE, challenge, { ...baseOptions(c), maxAge: maxAgeSeconds });
}

export function clearOtpCookie(c: Context): void {
  deleteCookie(c, OTP_COOKIE, baseOptions(c));
}

export function readCookie(c: Context, name: string): string | undefined {
  return getCookie(c, name);
}

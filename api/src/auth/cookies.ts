import type { AuthRequest } from "@forecourt/core";
import type { Context } from "hono";
import type { AppEnv } from "../http/env";

/** Secure everywhere except plain-http localhost, where browsers would drop a Secure cookie. */
export function isSecureRequest(c: Context<AppEnv>): boolean {
  const host = c.get("host");
  const local = host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1";
  return !(local && new URL(c.req.url).protocol === "http:");
}

/** What sign-in needs of this request: its headers (the cookie) and whether its cookie is Secure. */
export function authRequest(c: Context<AppEnv>): AuthRequest {
  return { headers: c.req.raw.headers, secure: isSecureRequest(c) };
}

/** Passes better-auth's Set-Cookie values on to the response. */
export function appendSetCookies(c: Context, setCookies: string[]): void {
  for (const value of setCookies) c.header("Set-Cookie", value, { append: true });
}

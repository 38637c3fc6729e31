import { createHmac, timingSafeEqual } from "node:crypto";
import {
  type AuthRequest,
  carriesSecureStaffSessionCookie,
  SECURE_STAFF_SESSION_COOKIE,
  STAFF_COOKIE_PREFIX,
  STAFF_SESSION_COOKIE,
  type StaffAuthPort,
  type StaffCodeSenderPort,
  type StaffMember,
  StaffRole,
  type StaffSignInRefusal,
} from "@forecourt/core";
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { emailOTP } from "better-auth/plugins/email-otp";
import { and, eq, gt } from "drizzle-orm";
import type { StoreDb } from "../store/connection";
import {
  staffAccounts,
  staffSessions,
  staff as staffTable,
  staffVerifications,
} from "../store/schema";
import { keepSendError, withSendErrors } from "./send-failures";
import { OTP_ALLOWED_ATTEMPTS, OTP_TTL_SECONDS, siteAuthBase, tenancyPlugin } from "./site-auth";

/** A staff session lasts 12 hours: a working day, then a fresh code (a shared showroom PC). */
export const STAFF_SESSION_TTL_SECONDS = 12 * 60 * 60;

export interface StaffAuthOptions {
  /** Signs the session cookies; share it between instances (FORECOURT_AUTH_SECRET). */
  secret: string;
  codeSender: StaffCodeSenderPort;
}

function createSiteStaffAuth(
  db: StoreDb,
  site: string,
  secure: boolean,
  options: StaffAuthOptions,
) {
  return betterAuth({
    ...siteAuthBase({
      db,
      site,
      secure,
      secret: options.secret,
      tables: {
        staff: staffTable,
        staff_sessions: staffSessions,
        staff_accounts: staffAccounts,
        staff_verifications: staffVerifications,
      },
      cookiePrefix: STAFF_COOKIE_PREFIX,
      // Strict: the console is only ever opened from its own site.
      sameSite: "strict",
    }),
    appName: "Forecourt dealer console",
    user: {
      modelName: "staff",
      // Read on every session lookup, so a changed role counts at the next request.
      additionalFields: { role: { type: "string", required: false, input: false } },
    },
    session: {
      modelName: "staff_sessions",
      expiresIn: STAFF_SESSION_TTL_SECONDS,
      disableSessionRefresh: true,
    },
    account: { modelName: "staff_accounts" },
    verification: { modelName: "staff_verifications" },
    plugins: [
      tenancyPlugin(site),
      emailOTP({
        otpLength: 6,
        expiresIn: OTP_TTL_SECONDS,
        allowedAttempts: OTP_ALLOWED_ATTEMPTS,
        // Only staff the operator added sign in: an unknown address gets no code and no account.
        disableSignUp: true,
        // Someone reading the database cannot use a code.
        storeOTP: "hashed",
        sendVerificationOTP: ({ email, otp }) =>
          keepSendError(() => options.codeSender.send(site, email, otp)),
      }),
    ],
  });
}

type SiteStaffAuth = ReturnType<typeof createSiteStaffAuth>;

/** better-auth's email-otp error codes → our refusals (a missing code reads as a wrong one there). */
const REFUSALS: Record<string, StaffSignInRefusal> = {
  OTP_EXPIRED: "expired",
  INVALID_OTP: "wrong",
  TOO_MANY_ATTEMPTS: "locked",
};

function toMember(
  site: string,
  user: { id: string; email: string; name?: string | null; createdAt: Date; role?: unknown },
): StaffMember | null {
  const role = StaffRole.safeParse(user.role);
  if (!role.success) return null;
  return {
    id: user.id,
    site,
    email: user.email,
    role: role.data,
    name: user.name || null,
    createdAt: user.createdAt,
  };
}

/** The session token a staff cookie carries when its signature (HMAC-SHA256, better-call's) is right. */
export function signedStaffToken(cookieHeader: string | null, secret: string): string | null {
  for (const pair of cookieHeader?.split(";") ?? []) {
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    if (name !== STAFF_SESSION_COOKIE && name !== SECURE_STAFF_SESSION_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      continue;
    }
    const dot = value.lastIndexOf(".");
    if (dot < 1) continue;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), "base64");
    const expected = createHmac("sha256", secret).update(token).digest();
    if (given.length === expected.length && timingSafeEqual(given, expected)) return token;
  }
  return null;
}

/**
 * Staff sign-in (issue 17 §2) through better-auth, the library the shoppers sign in with, and its
 * email-otp plugin: one instance per site (and per http/https), on the staff tables through the
 * same site-scoped adapter, with its own cookie (`fc-staff.session_token`).
 */
export function createStaffAuth(db: StoreDb, options: StaffAuthOptions): StaffAuthPort {
  const instances = new Map<string, SiteStaffAuth>();
  const authFor = (site: string, secure: boolean): SiteStaffAuth => {
    const key = `${site}|${secure ? "https" : "http"}`;
    let auth = instances.get(key);
    if (!auth) {
      auth = createSiteStaffAuth(db, site, secure, options);
      instances.set(key, auth);
    }
    return auth;
  };
  const secureCookie = (headers: Headers) => carriesSecureStaffSessionCookie(headers.get("cookie"));

  return {
    async sendCode(site, email) {
      // A provider's refusal (CodeNotSentError) reaches the caller: better-auth would swallow it.
      await withSendErrors(() =>
        authFor(site, false).api.sendVerificationOTP({
          body: { email: email.trim().toLowerCase(), type: "sign-in" },
        }),
      );
    },

    async verifyCode(site, email, code, request: AuthRequest) {
      try {
        const { headers, response } = await authFor(site, request.secure).api.signInEmailOTP({
          body: { email: email.trim().toLowerCase(), otp: code },
          headers: request.headers,
          returnHeaders: true,
        });
        const staff = toMember(site, response.user);
        if (!staff) return { ok: false, reason: "wrong" };
        return { ok: true, staff, setCookies: headers.getSetCookie() };
      } catch (error) {
        const reason =
          error instanceof APIError ? REFUSALS[String(error.body?.code ?? "")] : undefined;
        if (reason) return { ok: false, reason };
        throw error;
      }
    },

    async session(site, headers) {
      const found = await authFor(site, secureCookie(headers)).api.getSession({ headers });
      return found ? toMember(site, found.user) : null;
    },

    async sessionSite(headers, now) {
      const token = signedStaffToken(headers.get("cookie"), options.secret);
      if (!token) return null;
      const [row] = await db
        .select({ site: staffSessions.site })
        .from(staffSessions)
        .where(and(eq(staffSessions.token, token), gt(staffSessions.expiresAt, now)))
        .limit(1);
      return row?.site ?? null;
    },

    async signOut(site, request) {
      const secure = secureCookie(request.headers) || request.secure;
      const { headers } = await authFor(site, secure).api.signOut({
        headers: request.headers,
        returnHeaders: true,
      });
      return headers.getSetCookie();
    },
  };
}

import { createHash } from "node:crypto";
import {
  type AuthRequest,
  carriesSecureSessionCookie,
  type OtpSenderPort,
  SESSION_COOKIE_PREFIX,
  type ShopperAuthPort,
  type SignInRefusal,
  type User,
} from "@forecourt/core";
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { phoneNumber } from "better-auth/plugins/phone-number";
import type { StoreDb } from "../store/connection";
import { accounts, sessions, users, verifications } from "../store/schema";
import { keepSendError, withSendErrors } from "./send-failures";
import { OTP_ALLOWED_ATTEMPTS, OTP_TTL_SECONDS, siteAuthBase, tenancyPlugin } from "./site-auth";

/** Sessions last 30 days from sign-in (not extended on use, so the cookie and the row agree). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
export interface ShopperAuthOptions {
  /** Signs the session cookies; share it between instances (FORECOURT_AUTH_SECRET). */
  secret: string;
  otpSender: OtpSenderPort;
}

/**
 * A code as it is kept: SHA-256, base64url without padding — better-auth's `storeOTP: "hashed"`
 * that the staff codes use (its phone-number plugin has no such option), so someone reading the
 * database cannot use a code. The check hashes the code typed and compares the two hashes.
 */
export const hashedCode = (code: string) => createHash("sha256").update(code).digest("base64url");

/** The plugin's fresh code row (`<code>:<tries>`) with the code hashed; a row already hashed is left. */
function withHashedCode(verification: { identifier: string; value: string }) {
  const fresh = /^(\d+):(\d+)$/.exec(verification.value);
  if (!fresh || !verification.identifier.startsWith("phone-number-otp-")) return verification;
  return { ...verification, value: `${hashedCode(fresh[1] ?? "")}:${fresh[2]}` };
}

function createSiteAuth(db: StoreDb, site: string, secure: boolean, options: ShopperAuthOptions) {
  return betterAuth({
    ...siteAuthBase({
      db,
      site,
      secure,
      secret: options.secret,
      tables: { users, sessions, accounts, verifications },
      cookiePrefix: SESSION_COOKIE_PREFIX,
      sameSite: "lax",
    }),
    appName: "Forecourt",
    user: { modelName: "users" },
    session: {
      modelName: "sessions",
      expiresIn: SESSION_TTL_SECONDS,
      disableSessionRefresh: true,
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    databaseHooks: {
      verification: {
        create: { before: async (verification) => ({ data: withHashedCode(verification) }) },
      },
    },
    plugins: [
      tenancyPlugin(site),
      phoneNumber({
        otpLength: 6,
        expiresIn: OTP_TTL_SECONDS,
        allowedAttempts: OTP_ALLOWED_ATTEMPTS,
        // The code leaves through our port: SmsOtpSender, by the platform's SMS provider.
        sendOTP: ({ phoneNumber: phone, code }) =>
          keepSendError(() => options.otpSender.send(site, phone, code)),
        // A phone-only shopper: better-auth's user model wants an email and a name.
        signUpOnVerification: {
          getTempEmail: (phone) => `${phone.replace(/\D/g, "")}@${site}.phone.invalid`,
          getTempName: () => "",
        },
        schema: { user: { fields: { phoneNumber: "phone" } } },
      }),
    ],
  });
}

type SiteAuth = ReturnType<typeof createSiteAuth>;

/** better-auth's phone-number error codes → our sign-in refusals (messages in api/routes/auth.schema). */
const REFUSALS: Record<string, SignInRefusal> = {
  OTP_NOT_FOUND: "missing",
  OTP_EXPIRED: "expired",
  INVALID_OTP: "wrong",
  TOO_MANY_ATTEMPTS: "locked",
};

/** The session cookie is read under the name it was set with: `__Secure-` prefixed over https. */
const carriesSecureCookie = (headers: Headers) => carriesSecureSessionCookie(headers.get("cookie"));

function toUser(user: { id: string; name?: string | null; phoneNumber?: string | null }): User {
  return { id: user.id, phone: user.phoneNumber ?? "", name: user.name || null };
}

/**
 * §6 sign-in with better-auth and its phone-number plugin, one better-auth instance per site (and
 * per http/https, which decides the Secure cookie), created on first use and kept. The instances
 * share the store's drizzle connection through a site-scoped adapter.
 */
export function createShopperAuth(db: StoreDb, options: ShopperAuthOptions): ShopperAuthPort {
  const instances = new Map<string, SiteAuth>();
  const authFor = (site: string, secure: boolean): SiteAuth => {
    const key = `${site}|${secure ? "https" : "http"}`;
    let auth = instances.get(key);
    if (!auth) {
      auth = createSiteAuth(db, site, secure, options);
      instances.set(key, auth);
    }
    return auth;
  };

  return {
    async sendCode(site, phone) {
      // A provider's refusal (CodeNotSentError) reaches the caller as it was thrown.
      await withSendErrors(() =>
        authFor(site, false).api.sendPhoneNumberOTP({ body: { phoneNumber: phone } }),
      );
    },

    async verifyCode(site, phone, code, request: AuthRequest) {
      try {
        const { headers, response } = await authFor(site, request.secure).api.verifyPhoneNumber({
          body: { phoneNumber: phone, code: hashedCode(code) },
          headers: request.headers,
          returnHeaders: true,
        });
        if (!response.user) return { ok: false, reason: "missing" };
        return { ok: true, user: toUser(response.user), setCookies: headers.getSetCookie() };
      } catch (error) {
        const reason =
          error instanceof APIError ? REFUSALS[String(error.body?.code ?? "")] : undefined;
        if (reason) return { ok: false, reason };
        throw error;
      }
    },

    async session(site, headers) {
      const found = await authFor(site, carriesSecureCookie(headers)).api.getSession({ headers });
      return found ? toUser(found.user) : null;
    },

    async signOut(site, request) {
      const secure = carriesSecureCookie(request.headers) || request.secure;
      const { headers } = await authFor(site, secure).api.signOut({
        headers: request.headers,
        returnHeaders: true,
      });
      return headers.getSetCookie();
    },
  };
}

import { randomUUID } from "node:crypto";
import {
  type AuthRequest,
  carriesSecureSessionCookie,
  type OtpSenderPort,
  SESSION_COOKIE_PREFIX,
  type ShopperAuthPort,
  type SignInRefusal,
  type User,
} from "@forecourt/core";
import { type BetterAuthOptions, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { phoneNumber } from "better-auth/plugins/phone-number";
import type { StoreDb } from "../store/connection";
import { accounts, sessions, users, verifications } from "../store/schema";

/** Sessions last 30 days from sign-in (not extended on use, so the cookie and the row agree). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A code lives 5 minutes and allows 5 wrong tries (issue 4 §4). */
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_ALLOWED_ATTEMPTS = 5;

export interface ShopperAuthOptions {
  /** Signs the session cookies; share it between instances (FORECOURT_AUTH_SECRET). */
  secret: string;
  otpSender: OtpSenderPort;
}

/** better-auth's models that carry a site column here. */
const SCOPED_MODELS = ["user", "session", "account", "verification"] as const;

/** The database adapter better-auth sees for one site (its DBAdapter, taken from the factory's type). */
export type DBAdapter = ReturnType<ReturnType<typeof drizzleAdapter>>;
type Where = NonNullable<Parameters<DBAdapter["findMany"]>[0]["where"]>[number];

/**
 * Tenancy for better-auth: every row it writes gets `site`, and every read, update, delete and
 * count it makes is ANDed with `site = <slug>` (the drizzle adapter puts AND terms around any OR
 * group). So a code, user, session or account of one site is invisible to another site's instance,
 * even for the same phone number or a copied cookie.
 */
function siteScoped<A extends Omit<DBAdapter, "transaction">>(inner: A, site: string): A {
  const where = (clauses: Where[] | undefined): Where[] => [
    ...(clauses ?? []),
    { field: "site", operator: "eq", value: site, connector: "AND" },
  ];
  const withoutSite = (update: Record<string, unknown>) => {
    const { site: _ignored, ...rest } = update;
    return rest;
  };
  return {
    ...inner,
    create: (data) => inner.create({ ...data, data: { ...data.data, site } }),
    findOne: (data) => inner.findOne({ ...data, where: where(data.where) }),
    findMany: (data) => inner.findMany({ ...data, where: where(data.where) }),
    count: (data) => inner.count({ ...data, where: where(data.where) }),
    update: (data) =>
      inner.update({ ...data, where: where(data.where), update: withoutSite(data.update) }),
    updateMany: (data) =>
      inner.updateMany({ ...data, where: where(data.where), update: withoutSite(data.update) }),
    delete: (data) => inner.delete({ ...data, where: where(data.where) }),
    deleteMany: (data) => inner.deleteMany({ ...data, where: where(data.where) }),
    consumeOne: (data) => inner.consumeOne({ ...data, where: where(data.where) }),
    incrementOne: (data) => inner.incrementOne({ ...data, where: where(data.where) }),
  };
}

/** siteScoped for the adapter and for the transaction adapters it hands out. */
export function siteScopedAdapter(inner: DBAdapter, site: string): DBAdapter {
  return {
    ...siteScoped(inner, site),
    transaction: (callback) => inner.transaction((trx) => callback(siteScoped(trx, site))),
  };
}

/**
 * Declares the `site` column on better-auth's models, so its adapter maps and filters it; the
 * default is this instance's site (the scoped adapter sets it on every write regardless).
 */
export const tenancyPlugin = (site: string) => ({
  id: "forecourt-site",
  schema: Object.fromEntries(
    SCOPED_MODELS.map((model) => [
      model,
      {
        fields: {
          site: {
            type: "string" as const,
            required: true,
            input: false,
            returned: false,
            defaultValue: site,
          },
        },
      },
    ]),
  ),
});

function createSiteAuth(db: StoreDb, site: string, secure: boolean, options: ShopperAuthOptions) {
  const database = drizzleAdapter(db, {
    provider: "pg",
    schema: { users, sessions, accounts, verifications },
  });
  return betterAuth({
    appName: "Forecourt",
    // Only auth.api is called (from our Hono routes); no better-auth HTTP handler is mounted.
    baseURL: `${secure ? "https" : "http"}://${site}.forecourt.invalid`,
    secret: options.secret,
    database: (betterAuthOptions: BetterAuthOptions) =>
      siteScopedAdapter(database(betterAuthOptions), site),
    user: { modelName: "users" },
    session: {
      modelName: "sessions",
      expiresIn: SESSION_TTL_SECONDS,
      disableSessionRefresh: true,
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    // Our Hono routes carry the sign-in rate limits (per IP and per site).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: "error" },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      database: { generateId: () => randomUUID() },
    },
    plugins: [
      tenancyPlugin(site),
      phoneNumber({
        otpLength: 6,
        expiresIn: OTP_TTL_SECONDS,
        allowedAttempts: OTP_ALLOWED_ATTEMPTS,
        // The code leaves through our port: the embedded default logs it and writes it to a file.
        sendOTP: ({ phoneNumber: phone, code }) => options.otpSender.send(site, phone, code),
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
      await authFor(site, false).api.sendPhoneNumberOTP({ body: { phoneNumber: phone } });
    },

    async verifyCode(site, phone, code, request: AuthRequest) {
      try {
        const { headers, response } = await authFor(site, request.secure).api.verifyPhoneNumber({
          body: { phoneNumber: phone, code },
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

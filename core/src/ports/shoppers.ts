import type { SavedSearch, User } from "../schemas/shopper";

export interface UserRepository {
  byPhone(site: string, phone: string): Promise<User | null>;
  create(site: string, phone: string): Promise<User>;
}

/** What sign-in needs of an HTTP request: its headers (the cookie) and whether it came over https. */
export interface AuthRequest {
  headers: Headers;
  /** The session cookie is Secure (and `__Secure-` prefixed) when true. */
  secure: boolean;
}

/** Why a one-time code was refused: none asked for (or used up), too old, not right, too many wrong tries. */
export type SignInRefusal = "missing" | "expired" | "wrong" | "locked";

/**
 * §6 sign-in by mobile number and one-time code, scoped by site: a code, a user and a session of
 * one site are never seen on another, and the same phone on two sites is two users. Cookies are
 * returned as Set-Cookie header values for the HTTP shell to pass on.
 */
export interface ShopperAuthPort {
  /** Makes a code for this site and number and hands it to the OtpSenderPort. */
  sendCode(site: string, phone: string): Promise<void>;
  /** Checks the code; on success the user (created on first sign-in) and the session cookie. */
  verifyCode(
    site: string,
    phone: string,
    code: string,
    request: AuthRequest,
  ): Promise<{ ok: true; user: User; setCookies: string[] } | { ok: false; reason: SignInRefusal }>;
  /** The signed-in user of this site from the request's session cookie (either name), or null. */
  session(site: string, headers: Headers): Promise<User | null>;
  /** Ends the request's session (if any) and returns the cookies that clear it. */
  signOut(site: string, request: AuthRequest): Promise<string[]>;
}

/** Sends a one-time sign-in code; the embedded default writes it to the log. */
export interface OtpSenderPort {
  send(site: string, phone: string, code: string): Promise<void>;
}

export interface WatchlistRepository {
  list(site: string, userId: string): Promise<string[]>;
  add(site: string, userId: string, carId: string): Promise<void>;
  remove(site: string, userId: string, carId: string): Promise<void>;
}

/** What saving a search did: saved now, already saved (the same address), or refused at the limit. */
export type SaveSearchOutcome =
  | { ok: true; search: SavedSearch; created: boolean }
  | { ok: false; reason: "limit" };

/** Issue 14 §3 saved searches of signed-in shoppers, per site and user. */
export interface SavedSearchRepository {
  /** Newest first. */
  list(site: string, userId: string): Promise<SavedSearch[]>;
  get(site: string, userId: string, id: string): Promise<SavedSearch | null>;
  /** Saves an address once per user (again: the saved one, unchanged); at most `limit` per user. */
  save(
    site: string,
    userId: string,
    input: { href: string; label: string },
    now: Date,
    limit: number,
  ): Promise<SaveSearchOutcome>;
  /** Records a visit: later listings count as new from `now`. Null when it is not theirs. */
  markSeen(site: string, userId: string, id: string, now: Date): Promise<SavedSearch | null>;
  /** True when it was theirs and is gone. */
  remove(site: string, userId: string, id: string): Promise<boolean>;
}

export interface ViewCounter {
  /** Counts one view and returns the new total. */
  increment(site: string, carId: string): Promise<number>;
  get(site: string, carId: string): Promise<number>;
  /**
   * Several cars' counts in one read (a search page's cards): one entry per id asked for, 0 for
   * a car never viewed.
   */
  getMany(site: string, carIds: readonly string[]): Promise<Map<string, number>>;
}

/** §7 analytics event ids (39 save, 25 phone click, …); failures are ignored by callers. */
export interface AnalyticsEvent {
  site: string;
  eventId: number;
  data: Record<string, unknown>;
  at: Date;
}

export interface AnalyticsRepository {
  record(site: string, eventId: number, data: Record<string, unknown>, at: Date): Promise<void>;
  /** Newest first. */
  list(site: string, opts?: { eventId?: number; limit?: number }): Promise<AnalyticsEvent[]>;
}

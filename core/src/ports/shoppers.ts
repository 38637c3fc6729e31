import type { User } from "../schemas/shopper";

export interface UserRepository {
  byPhone(site: string, phone: string): Promise<User | null>;
  create(site: string, phone: string): Promise<User>;
}

/** Sessions are looked up by an opaque token; the store keeps only its hash. */
export interface SessionRepository {
  create(site: string, userId: string, expiresAt: Date): Promise<string>;
  get(site: string, token: string, now: Date): Promise<User | null>;
  delete(site: string, token: string): Promise<void>;
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

export interface ViewCounter {
  /** Counts one view and returns the new total. */
  increment(site: string, carId: string): Promise<number>;
  get(site: string, carId: string): Promise<number>;
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

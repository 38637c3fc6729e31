import type { LeadStatus } from "../staff/lead-status";
import type { StaffRole } from "../staff/roles";
import type { NewStaff, StaffMember } from "../staff/staff";
import type { OutboxEntry, StoredLead } from "./leads";
import type { AuthRequest } from "./shoppers";

/**
 * A site's staff (issue 17 §2), scoped by site: one e-mail is one member per site, and the same
 * e-mail on two sites is two members who never see each other's site.
 */
export interface StaffRepository {
  /** Adds a member; refuses an e-mail the site already has. The input is parsed through NewStaff. */
  add(
    site: string,
    staff: NewStaff,
    now: Date,
  ): Promise<{ ok: true; staff: StaffMember } | { ok: false; reason: "exists" }>;
  /** The site's staff, by e-mail. */
  list(site: string): Promise<StaffMember[]>;
  byEmail(site: string, email: string): Promise<StaffMember | null>;
  byId(site: string, id: string): Promise<StaffMember | null>;
  /** Changes a member's role; null when the e-mail is not this site's. */
  setRole(site: string, email: string, role: StaffRole, now: Date): Promise<StaffMember | null>;
  /** Removes a member and ends their sessions; false when the e-mail is not this site's. */
  remove(site: string, email: string): Promise<boolean>;
}

/** Why a staff code was refused (as for shoppers): none asked for, too old, not right, too many tries. */
export type StaffSignInRefusal = "missing" | "expired" | "wrong" | "locked";

/**
 * Staff sign-in by e-mail one-time code, with sessions and a cookie of their own (a shopper
 * session is never a staff one). Only an e-mail on the site's staff gets a code; the answer to
 * the request is the same either way, so it does not tell who is staff.
 */
export interface StaffAuthPort {
  sendCode(site: string, email: string): Promise<void>;
  verifyCode(
    site: string,
    email: string,
    code: string,
    request: AuthRequest,
  ): Promise<
    | { ok: true; staff: StaffMember; setCookies: string[] }
    | { ok: false; reason: StaffSignInRefusal }
  >;
  /** The signed-in member of this site from the staff cookie, or null. */
  session(site: string, headers: Headers): Promise<StaffMember | null>;
  /**
   * The site whose live staff session the request's (correctly signed) staff cookie carries, on
   * whatever host it came: tells "staff of another site" (403) from "not signed in" (401).
   */
  sessionSite(headers: Headers, now: Date): Promise<string | null>;
  signOut(site: string, request: AuthRequest): Promise<string[]>;
}

/** Sends a staff member their one-time code; the embedded default logs it and writes it to a file. */
export interface StaffCodeSenderPort {
  send(site: string, email: string, code: string): Promise<void>;
}

/** A lead as the dealer's inbox shows it: as stored, with where the staff are with it. */
export interface InboxLead extends StoredLead {
  status: LeadStatus;
}

/** One status change: who made it (kept by e-mail too) and when. */
export interface LeadStatusChange {
  from: LeadStatus;
  to: LeadStatus;
  staffId: string;
  staffEmail: string;
  at: Date;
}

/** The inbox's filters; all optional, ANDed. `to` is exclusive. */
export interface LeadInboxFilter {
  kind?: string;
  status?: LeadStatus;
  /** A site location: a lead matches by its chosen location id or name. */
  location?: { id: string; name: string };
  from?: Date;
  to?: Date;
  /** Issue 34 §4: true lists only spam (the Spam tab); otherwise spam is left out. */
  spam?: boolean;
}

export type LeadStatusResult =
  | { ok: true; lead: InboxLead; change: LeadStatusChange }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "unchanged" | "not-allowed"; message: string };

/** The dealer's leads inbox (issue 17 §3), scoped by site: never another site's lead. */
export interface LeadInboxRepository {
  /** Newest first, with the total the filter matches (for paging). */
  list(
    site: string,
    filter: LeadInboxFilter,
    page: { offset: number; limit: number },
  ): Promise<{ leads: InboxLead[]; total: number }>;
  /** One lead with its delivery (outbox row) and its status history, oldest first. */
  get(
    site: string,
    id: string,
  ): Promise<{ lead: InboxLead; outbox: OutboxEntry | null; history: LeadStatusChange[] } | null>;
  /**
   * Issue 34 §1: gives the lead to another owner (a manager's reassignment); the owner it had,
   * or not-found when the id is not this site's.
   */
  reassign(
    site: string,
    id: string,
    ownerId: string,
  ): Promise<
    { ok: true; lead: InboxLead; from: string | null } | { ok: false; reason: "not-found" }
  >;
  /**
   * Moves the lead's status by core's rule (leadStatusMove) and records who and when, in one go;
   * the first move is the lead's first response (issue 34 §2).
   */
  setStatus(
    site: string,
    id: string,
    to: LeadStatus,
    by: { id: string; email: string },
    now: Date,
  ): Promise<LeadStatusResult>;
  /**
   * Issue 34 §4: staff mark a lead spam (its undelivered outbox row is dropped, so it is never
   * delivered) or not spam (queued for delivery at `now` unless it already has an outbox row, so
   * it is delivered once). Not-found when the id is not this site's.
   */
  markSpam(
    site: string,
    id: string,
    spam: boolean,
    now: Date,
  ): Promise<{ ok: true; lead: InboxLead; queued: boolean } | { ok: false; reason: "not-found" }>;
}

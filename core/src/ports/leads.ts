import type { RoundRobinTurns } from "../leads/routing/route-lead";
import type { Car } from "../schemas/car";

/** A lead as stored: committed before any 2xx, then delivered through the outbox (issue 4 §3). */
export interface StoredLead {
  id: string;
  site: string;
  kind: string;
  payload: Record<string, unknown>;
  idempotencyKey: string | null;
  /**
   * Hash of the canonical request body that first used the idempotency key: the same key
   * with another body is a reused key, not a retry (issue 16 §1). Null without one.
   */
  requestHash?: string | null;
  /** The signed-in shopper who sent it (their garage lists it); null when sent signed out. */
  userId?: string | null;
  createdAt: Date;
  /** Issue 34 §1: the staff id that owns it (set on arrival by routing; managers reassign). */
  ownerId?: string | null;
  /** The team its routing rule sent it to, if any. */
  teamId?: string | null;
  /** Issue 34 §2: when its first response is due (business time); null on older leads. */
  firstResponseDueAt?: Date | null;
  /** The first staff response (the first status change); null until then. */
  firstResponseAt?: Date | null;
  /**
   * Issue 34 §4: "spam" is kept in the Spam tab and never delivered; "not-spam" once staff said
   * so (then delivered, once); null: never judged spam.
   */
  spamState?: "spam" | "not-spam" | null;
  /** Its spam score and the reasons for it (core spamVerdict); 0 and none on older leads. */
  spamScore?: number;
  spamReasons?: string[];
  /** The site's human check (Turnstile): "unverified" when the provider could not answer; null: none. */
  humanCheck?: "passed" | "unverified" | null;
}

/** A lead's owner, team and first-response due time, as routing decided them. */
export interface LeadOwnership {
  ownerId: string | null;
  teamId: string | null;
  firstResponseDueAt: Date | null;
}

/**
 * Issue 34 §1: how a new lead is routed, inside the transaction that stores it. With a team, the
 * store locks the team's round-robin position, asks `route` with it and keeps the position it
 * returns (only when the lead is stored), so every instance counts each turn once.
 */
export interface LeadRouter {
  team: string | null;
  route(turns: RoundRobinTurns): LeadOwnership & { turns: RoundRobinTurns | null };
}

/** pending → delivered, or pending → dead after the last attempt; an operator retry makes dead pending again. */
export type OutboxState = "pending" | "delivered" | "dead";

export interface OutboxEntry {
  leadId: string;
  site: string;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  /**
   * Issue 32: each delivery target's own state where the lead's targets parted ways (the webhook
   * took it, the e-mail is retrying or was refused for good); empty when they went together.
   */
  targets?: TargetDelivery[];
}

/**
 * Where a lead is delivered (issue 32 §2): the dealer's own (the site's webhook, its e-mail
 * recipients, or the folder) and the notices beside them (the new-lead alert to staff, the
 * acknowledgement to the shopper).
 */
export type DeliveryTargetName = "webhook" | "email" | "folder" | "alert" | "acknowledgement";

/** One delivery target's state for one lead. */
export interface TargetDelivery {
  leadId: string;
  target: DeliveryTargetName;
  state: OutboxState;
  /** The generic reason staff read (e.g. "SMTP 550"), never the shopper's details. */
  lastError: string | null;
  updatedAt: Date;
}

/**
 * Leads and their delivery outbox. Every method is scoped by site except the
 * relay's claim/mark calls, which work on lead ids claimed across all sites.
 * A store that cannot be reached rejects with an error whose `code` is
 * "STORE_UNAVAILABLE" (the API answers 503) and writes nothing.
 */
export interface LeadRepository {
  /**
   * Stores the lead and its outbox row in one transaction. With an idempotency
   * key already seen for this site, stores nothing and returns the first lead.
   */
  create(
    lead: Omit<StoredLead, "id" | "createdAt">,
    now: Date,
    router?: LeadRouter,
  ): Promise<{ lead: StoredLead; created: boolean }>;
  get(site: string, id: string): Promise<StoredLead | null>;
  list(site: string, opts?: { limit?: number }): Promise<StoredLead[]>;
  /**
   * This site's leads sent with `phone` (the normalised digits a lead keeps, e.g. 0412345678),
   * newest first: a signed-in shopper's own enquiries. Never another site's.
   */
  listByPhone(site: string, phone: string, opts?: { limit?: number }): Promise<StoredLead[]>;
  /**
   * This site's leads sent while `userId` was signed in, newest first: the shopper's own
   * enquiries (a lead typed by someone else with the same mobile is not theirs).
   */
  listByUser(site: string, userId: string, opts?: { limit?: number }): Promise<StoredLead[]>;
  /**
   * Claims due pending rows (FOR UPDATE SKIP LOCKED or equivalent) and leases
   * them until now + leaseMs, so each is handed to exactly one relay; a relay
   * that dies leaves the row due again when the lease ends. Counts the attempt.
   */
  claimDue(
    now: Date,
    limit: number,
    leaseMs?: number,
  ): Promise<Array<OutboxEntry & { lead: StoredLead }>>;
  /**
   * Moves the lease of claimed rows still pending and leased until exactly `leasedUntil` (so
   * still this relay's, and not yet marked) to `until`: the relay's heartbeat while a slow
   * delivery runs, so only a relay that really died lets a lead be claimed again (issue 16 §2).
   * Returns the ids extended.
   */
  extendLease(leadIds: string[], leasedUntil: Date, until: Date): Promise<string[]>;
  markDelivered(leadId: string, now: Date): Promise<void>;
  /** The targets' own states recorded for these leads (issue 32); a target without one has none. */
  targetStates(leadIds: string[]): Promise<TargetDelivery[]>;
  /** Records one target's state for a lead, replacing the one it had. */
  markTarget(
    leadId: string,
    target: DeliveryTargetName,
    state: OutboxState,
    error: string | null,
    now: Date,
  ): Promise<void>;
  /** Records a failed attempt: due again at nextAttemptAt, or dead when it is null. */
  markFailed(leadId: string, error: string, nextAttemptAt: Date | null): Promise<void>;
  outbox(site: string, state?: OutboxState): Promise<OutboxEntry[]>;
  /**
   * Makes a dead (or pending) lead of this site due now with a fresh attempt count, and its dead
   * targets pending again (a target that took the lead is not sent it again); false when unknown
   * or delivered.
   */
  retry(site: string, leadId: string, now: Date): Promise<boolean>;
}

/** Sends one rendered lead to the dealer (webhook, or a local folder by default). */
export interface LeadDeliveryPort {
  deliver(
    lead: StoredLead,
    rendered: { adfXml: string; emailText: string },
    target: string | null,
    /** The site's leadWebhookSecret: a webhook delivery is signed with it (HMAC-SHA256). */
    signingSecret?: string | null,
  ): Promise<void>;
  /**
   * Clears what a killed process left half-done (a folder delivery's temp files); the relay
   * calls it once when it starts, before its first delivery.
   */
  recover?(): Promise<void>;
}

/** §3 Trade-in lead as stored; `data` holds the spec's fields (rego, regoState, adjustmentAnswers, …). */
export interface StoredTradeInLead {
  id: string;
  site: string;
  data: Record<string, unknown>;
  offerAccepted: boolean;
  formCompleted: boolean;
  leadId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface TradeInLeadRepository {
  create(site: string, data: Record<string, unknown>, now: Date): Promise<StoredTradeInLead>;
  get(site: string, id: string): Promise<StoredTradeInLead | null>;
  /**
   * Merges fields into data (e.g. adjustmentAnswers, valuation); null when the id is not this
   * site's or its offer was accepted (an accepted trade-in is frozen, issue 30 §8).
   */
  update(
    site: string,
    id: string,
    data: Record<string, unknown>,
    now: Date,
  ): Promise<StoredTradeInLead | null>;
  /**
   * Offer acceptance marks the form completed (§3 offer_accepted, form_completed); null when the
   * id is not this site's or the offer was already accepted with another lead.
   */
  acceptOffer(
    site: string,
    id: string,
    leadId: string | null,
    now: Date,
  ): Promise<StoredTradeInLead | null>;
}

/** A reserve / buy-online reservation recorded against a car (§2 checkout). */
export interface StoredReservation {
  id: string;
  site: string;
  carId: string;
  /** Dollars as a decimal string (money is never a float). */
  amount: string;
  customer: { name: string; email: string; phone: string };
  /** The payment's reference (the PaymentPort's answer). */
  reference: string;
  /** The reserve lead sent to the dealer through the outbox (null on rows older than leads). */
  leadId: string | null;
  idempotencyKey: string | null;
  createdAt: Date;
  /** Issue 30 §7 whose hold it is ("user:<id>" or "client:<address>"); null on older rows. */
  holder: string | null;
  /** When an unpaid hold frees the car; null: the deposit was paid (or an older row). */
  expiresAt: Date | null;
  /** When the hold was released (expired, or its payment could not be captured); null: held. */
  releasedAt: Date | null;
}

/** What a reservation asks for; the car is read, locked and marked reserved by the store. */
export interface ReservationRequest {
  site: string;
  carId: string;
  amount: string;
  customer: { name: string; email: string; phone: string };
  idempotencyKey: string | null;
  /** The signed-in shopper reserving, recorded on the reserve lead (their garage lists it). */
  userId?: string | null;
  /** The reservation's id, chosen before the payment is authorised (it may key the authorisation). */
  id: string;
  /** The authorised payment's reference (issue 30 §10: authorised before, outside, the transaction). */
  reference: string;
  /** Whose hold it is (core's holdHolder); their active holds are counted for the site's limit. */
  holder: string | null;
  /** When the hold frees the car unless paid (core's holdExpiresAt); null: it does not lapse. */
  expiresAt: Date | null;
}

/**
 * The caller's part of a reservation, run inside the store's short transaction on the locked car;
 * nothing here calls out (the payment was authorised before the transaction began).
 */
export interface ReservationSteps {
  /**
   * A refusal (core's reservationRefusal) stops the reservation before anything is written.
   * Counts only active holds (not released, not expired at `now`): whether this car has one,
   * and how many the request's holder has on this site.
   */
  refuse(car: Car, facts: { hasReservation: boolean; shopperHolds: number }): string | null;
  /** The reserve lead for the dealer, with the payment reference. */
  lead(car: Car, reference: string): { kind: string; payload: Record<string, unknown> };
  /** Issue 34 §1: how the reserve lead is routed to its owner (in the same transaction). */
  router?(car: Car, lead: { kind: string; payload: Record<string, unknown> }): LeadRouter;
}

export type ReservationOutcome =
  | { status: "reserved"; reservation: StoredReservation; lead: StoredLead; car: Car }
  /** The idempotency key was seen: the first reservation, nothing new written or charged. */
  | { status: "replayed"; reservation: StoredReservation }
  | { status: "not-found" }
  | { status: "refused"; reason: string; car: Car };

export interface ReservationRepository {
  /**
   * In one short transaction: locks the site's car and the holder, replays a seen idempotency key,
   * frees the car from holds expired at `now`, asks `refuse`, marks the car reserved, stores the
   * reservation and the lead with its outbox row. Any failure leaves nothing written.
   */
  reserve(
    request: ReservationRequest,
    steps: ReservationSteps,
    now: Date,
  ): Promise<ReservationOutcome>;
  /** The reservation a seen idempotency key made on this site, or null. */
  findByKey(site: string, idempotencyKey: string): Promise<StoredReservation | null>;
  /**
   * Releases one hold (its payment could not be captured) and frees its car unless another
   * active hold keeps it; the freed car, or null when the car stays reserved.
   */
  release(site: string, id: string, now: Date): Promise<Car | null>;
  /**
   * Issue 30 §7 sweep: releases every hold past its expiry at `now`, on every site, and frees each
   * car no other active hold keeps (and nothing else changed since the hold marked it); returns
   * the cars freed, so no car shows reserved after its hold expired.
   */
  releaseExpired(now: Date): Promise<Array<{ site: string; car: Car }>>;
  list(site: string, carId?: string): Promise<StoredReservation[]>;
}

/** An online payment of a dealer invoice (§2 /online-payment), as the local payment adapter records it. */
export interface StoredInvoicePayment {
  id: string;
  site: string;
  invoiceNumber: string;
  /** Dollars as a decimal string (money is never a float). */
  amount: string;
  customer: { name: string; email: string; phone: string };
  reference: string;
  createdAt: Date;
}

export interface InvoicePaymentRepository {
  /** Records a payment; one whose reference this site already holds returns that one instead. */
  create(
    p: Omit<StoredInvoicePayment, "id" | "createdAt">,
    now: Date,
  ): Promise<StoredInvoicePayment>;
  /** This site's payments, oldest first. */
  list(site: string): Promise<StoredInvoicePayment[]>;
}

/**
 * The first successful answer to a request sent with an Idempotency-Key, kept so a retry with the
 * same key and body gets it back instead of paying, spinning or signing in twice (issue 15 §3).
 */
export interface StoredIdempotentResponse {
  site: string;
  /** The route the key was used on ("online-payment", "spin-to-win", "auth-code", "auth-verify"). */
  scope: string;
  key: string;
  /** Hash of the canonical request body: the key with another body is refused (422). */
  requestHash: string;
  status: number;
  /** The response body as sent (JSON text). */
  body: string;
  /** Set-Cookie values the first answer sent (a sign-in's session), replayed with it only while that session lives. */
  setCookies: string[];
  createdAt: Date;
}

export interface IdempotentResponseRepository {
  find(site: string, scope: string, key: string): Promise<StoredIdempotentResponse | null>;
  /**
   * Keeps `r` unless the key already has an answer; returns the one that stands (first writer
   * wins). Also deletes (at most once a minute) the answers more than 24 hours older than
   * `r.createdAt` (the replay window, Stripe's; a lead's key has none: it lives on the lead).
   */
  save(r: StoredIdempotentResponse): Promise<StoredIdempotentResponse>;
}

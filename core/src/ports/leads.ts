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
  /** Records a failed attempt: due again at nextAttemptAt, or dead when it is null. */
  markFailed(leadId: string, error: string, nextAttemptAt: Date | null): Promise<void>;
  outbox(site: string, state?: OutboxState): Promise<OutboxEntry[]>;
  /** Makes a dead (or pending) lead of this site due now with a fresh attempt count; false when unknown or delivered. */
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
  /** Merges fields into data (e.g. adjustmentAnswers, valuation); null when the id is not this site's. */
  update(
    site: string,
    id: string,
    data: Record<string, unknown>,
    now: Date,
  ): Promise<StoredTradeInLead | null>;
  /** Offer acceptance marks the form completed (§3 offer_accepted, form_completed). */
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
}

/**
 * The caller's part of a reservation, run inside the store's transaction on the locked car.
 * `charge` must not use the store (the embedded store has one connection, held by the transaction).
 */
export interface ReservationSteps {
  /** A refusal (core's reservationRefusal) stops the reservation before anything is charged. */
  refuse(car: Car, facts: { hasReservation: boolean }): string | null;
  charge(car: Car): Promise<{ reference: string }>;
  /** The reserve lead for the dealer, once the payment reference is known. */
  lead(car: Car, reference: string): { kind: string; payload: Record<string, unknown> };
}

export type ReservationOutcome =
  | { status: "reserved"; reservation: StoredReservation; lead: StoredLead; car: Car }
  /** The idempotency key was seen: the first reservation, nothing new written or charged. */
  | { status: "replayed"; reservation: StoredReservation }
  | { status: "not-found" }
  | { status: "refused"; reason: string; car: Car };

export interface ReservationRepository {
  /**
   * In one transaction: locks the site's car, replays a seen idempotency key, asks `refuse`,
   * charges, marks the car reserved, stores the reservation and the lead with its outbox row.
   * Any failure (a refusal, the charge, the store) leaves nothing written.
   */
  reserve(
    request: ReservationRequest,
    steps: ReservationSteps,
    now: Date,
  ): Promise<ReservationOutcome>;
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

/** A lead as stored: committed before any 2xx, then delivered through the outbox. */
export interface StoredLead {
  id: string;
  site: string;
  kind: string;
  payload: Record<string, unknown>;
  idempotencyKey: string | null;
  createdAt: Date;
}

export type OutboxState = "pending" | "delivered" | "dead";

export interface OutboxEntry {
  leadId: string;
  site: string;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
}

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
  /** Claims due outbox rows (FOR UPDATE SKIP LOCKED or equivalent) so each is delivered once. */
  claimDue(now: Date, limit: number): Promise<Array<OutboxEntry & { lead: StoredLead }>>;
  markDelivered(leadId: string, now: Date): Promise<void>;
  markFailed(leadId: string, error: string, nextAttemptAt: Date | null): Promise<void>;
  outbox(site: string, state?: OutboxState): Promise<OutboxEntry[]>;
  retry(site: string, leadId: string, now: Date): Promise<boolean>;
}

/** Sends one rendered lead to the dealer (webhook, or a local folder by default). */
export interface LeadDeliveryPort {
  deliver(
    lead: StoredLead,
    rendered: { adfXml: string; emailText: string },
    target: string | null,
  ): Promise<void>;
}

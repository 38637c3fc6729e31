import { FIX_ERRORS_HEADING } from "../leads/messages";
import { leadRouter } from "../leads/routing/lead-router";
import { spamVerdict } from "../leads/spam/spam-verdict";
import { TRADE_IN_NOT_FOUND } from "../leads/trade-in-messages";
import { withTradeInRecord } from "../leads/trade-in-record";
import { type ValidLead, validateLead } from "../leads/validate-lead";
import { locationCalendar } from "../locations/public-holidays";
import type { FormStampReader } from "../ports/form-stamps";
import type { IdempotencyKeyHolds } from "../ports/idempotency-key-holds";
import type { LeadRepository, StoredLead, TradeInLeadRepository } from "../ports/leads";
import type { StockRepository } from "../ports/sites";
import type { StaffRepository } from "../ports/staff";
import type { SiteConfig } from "../schemas/site-config";
import { KEY_IN_FLIGHT_DETAIL, KEY_REUSED_DETAIL } from "../security/idempotency-messages";
import { failed, succeeded, type UseCaseResult } from "./result";

export interface SubmitLeadPorts {
  stock: Pick<StockRepository, "get">;
  tradeIns: Pick<TradeInLeadRepository, "get">;
  staff: Pick<StaffRepository, "list">;
  leads: Pick<LeadRepository, "create">;
  formStamps: FormStampReader;
  keyHolds: IdempotencyKeyHolds;
}

/** A lead form's submission as the edge parsed it (the API's LeadBody). */
export interface LeadSubmission {
  form: string;
  fields: Record<string, unknown>;
  client_id?: string | undefined;
  /** Issue 34 §4: the hidden honeypot input; a person leaves it empty. */
  honeypot?: string | undefined;
  /** Issue 34 §4: the signed stamp the form was shown with. */
  form_stamp?: string | undefined;
}

export interface SubmitLeadInput {
  submission: LeadSubmission;
  /** The Idempotency-Key header, when sent; else the submission's client_id keys it. */
  idempotencyKey: string | null;
}

export interface SubmitLeadContext {
  now: Date;
  site: SiteConfig;
  /** The signed-in shopper sending it (their garage lists it); null signed out. */
  userId: string | null;
  /** The operator's FORECOURT_LEAD_FORM_MIN_SECONDS, over the site's own spam.minSeconds. */
  leadFormMinSeconds?: number | undefined;
  /** The submission's fingerprint (a hash of its canonical JSON), kept with its idempotency key. */
  fingerprint: (submission: LeadSubmission) => string;
}

export interface SubmittedLead {
  leadId: string;
  /** The key was seen before with the same submission: the first lead, nothing new stored. */
  replayed: boolean;
}

/**
 * Issue 4 §2–3, issue 34: submits a lead of any form. Validates it (core's validateLead, a
 * trade-in lead carrying what the server recorded for its trade-in), judges spam (stored, never
 * routed or delivered), routes it on arrival and stores it with its outbox row; the same
 * idempotency key (or client_id) with the same submission answers the first lead.
 */
export async function submitLead(
  ports: SubmitLeadPorts,
  input: SubmitLeadInput,
  context: SubmitLeadContext,
): Promise<UseCaseResult<SubmittedLead>> {
  const { submission } = input;
  const { site, now } = context;
  const carId = carIdOf(submission.fields);
  const car = carId ? await ports.stock.get(site.slug, carId) : null;
  const fields = await recordedTradeIn(ports, site.slug, submission);
  if (fields === null) {
    return failed("invalid", TRADE_IN_NOT_FOUND, { field: "trade_in_lead_id" });
  }
  const validation = validateLead(submission.form, fields, site, { car });
  if (!validation.ok) return failed("invalid", FIX_ERRORS_HEADING, { errors: validation.errors });
  const key = input.idempotencyKey ?? submission.client_id ?? null;
  const requestHash = key === null ? null : context.fingerprint(submission);
  // Issue 34: the lead is owned and given its first-response due time as it is stored.
  const staff = await ports.staff.list(site.slug);
  const router = leadRouter(site, validation.lead, car, staff, now, (l) =>
    locationCalendar(site, l),
  );
  const spam = spamFields(ports.formStamps, context, submission, validation.lead);
  if (key !== null && !ports.keyHolds.hold(site.slug, key)) {
    return failed("key-in-flight", KEY_IN_FLIGHT_DETAIL);
  }
  try {
    const { lead, created } = await ports.leads.create(
      {
        site: site.slug,
        kind: validation.lead.kind,
        payload: validation.lead,
        idempotencyKey: key,
        requestHash,
        userId: context.userId,
        ...spam,
      },
      now,
      // Issue 34 §4: spam is stored (the same answer) but never routed, queued or delivered.
      spam.spamState === "spam" ? undefined : router,
    );
    // Leads stored before hashes were kept replay as they always did.
    if (!created && lead.requestHash && lead.requestHash !== requestHash) {
      return failed("key-reused", KEY_REUSED_DETAIL);
    }
    return succeeded({ leadId: lead.id, replayed: !created });
  } finally {
    if (key !== null) ports.keyHolds.release(site.slug, key);
  }
}

const carIdOf = (fields: Record<string, unknown>): string | null =>
  typeof fields.car_id === "string" || typeof fields.car_id === "number"
    ? String(fields.car_id)
    : null;

/**
 * Issue 15 §3: a trade-in lead carries what the server recorded for its trade-in (vehicle,
 * estimate, offer and every adjustment answer) over whatever the page sent, so the dealer reads
 * the offer the shopper was actually made. Null when the trade-in named is not this site's.
 */
async function recordedTradeIn(
  ports: Pick<SubmitLeadPorts, "tradeIns">,
  site: string,
  { form, fields }: LeadSubmission,
): Promise<Record<string, unknown> | null> {
  const id = fields.trade_in_lead_id;
  if (form !== "trade-in" || typeof id !== "string" || id.trim() === "") return fields;
  const stored = await ports.tradeIns.get(site, id.trim());
  return stored ? withTradeInRecord(fields, stored.data) : null;
}

/** Issue 34 §4: what a lead's spam verdict stores with it (its state, score and reasons). */
function spamFields(
  stamps: FormStampReader,
  { site, now, leadFormMinSeconds }: SubmitLeadContext,
  submission: LeadSubmission,
  lead: ValidLead,
): Required<Pick<StoredLead, "spamState" | "spamScore" | "spamReasons">> {
  const verdict = spamVerdict(
    lead,
    {
      honeypotFilled: (submission.honeypot ?? "").trim() !== "",
      stamp: stamps.read(site.slug, submission.form_stamp, now),
    },
    {
      country: site.country,
      spam: { ...site.spam, minSeconds: leadFormMinSeconds ?? site.spam.minSeconds },
    },
  );
  return {
    spamState: verdict.spam ? "spam" : null,
    spamScore: verdict.score,
    spamReasons: verdict.reasons,
  };
}

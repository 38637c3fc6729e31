import {
  type DeliveryTargetName,
  type LeadDeliveryPort,
  leadDeliveryTargets,
  type MailPort,
  type OutboxState,
  type OutgoingMail,
  refusalKillsLead,
  type SiteConfig,
  type StoredLead,
  type TargetDelivery,
} from "@forecourt/core";
import { staffMessageOf } from "../net/outbound-failure";
import type { RenderedLead } from "./rendered-lead";

/** What sends to each kind of target: the routed webhook/folder delivery, and the mail port. */
export interface TargetSenders {
  delivery: LeadDeliveryPort;
  mail?: MailPort | undefined;
}

/** One target's failed attempt: `permanent` when its receiver refused it for good. */
export interface TargetFailure {
  target: DeliveryTargetName;
  permanent: boolean;
  /** For the log (never the shopper's details). */
  reason: string;
  /** What staff read on the lead. */
  staffText: string;
}

export interface TargetsOutcome {
  targets: DeliveryTargetName[];
  failures: TargetFailure[];
  /** Worth another attempt: a target failed for now (a server down, slow, or refusing for a while). */
  retrying: boolean;
  /** A dealer's target refused the lead for good, now or on an earlier attempt: a dead letter. */
  refused: boolean;
}

/** A mail provider's refusal, carried through the relay as an error with its outcome. */
class MailNotSent extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
  }
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500);

function failureOf(target: DeliveryTargetName, error: unknown): TargetFailure {
  if (error instanceof MailNotSent)
    return { target, permanent: error.permanent, reason: error.reason, staffText: error.reason };
  return {
    target,
    permanent: false,
    reason: errorText(error),
    // A network failure reads the same to staff whatever it was (issue 30 §5: no port probing).
    staffText: staffMessageOf(error) ?? errorText(error),
  };
}

/**
 * One attempt at a claimed lead (issue 32 §2): sends it to each of its targets that has not
 * taken it or refused it for good, one after another. When every one takes it, nothing is
 * recorded per target (the lead's own row says delivered); when one fails, each target's
 * outcome is recorded, so the next attempt goes only to those still waiting. A `kill -9`
 * mid-attempt may send a target the lead again, with the same Message-ID or Idempotency-Key.
 */
export async function deliverToTargets(
  lead: StoredLead,
  site: SiteConfig,
  rendered: RenderedLead,
  senders: TargetSenders,
  state: {
    recorded: TargetDelivery[];
    markTarget: (
      target: DeliveryTargetName,
      state: OutboxState,
      error: string | null,
    ) => Promise<void>;
  },
): Promise<TargetsOutcome> {
  const mails: Partial<Record<DeliveryTargetName, OutgoingMail>> = {};
  if (senders.mail) {
    if (rendered.mail) mails.email = rendered.mail;
    if (rendered.alert) mails.alert = rendered.alert;
    if (rendered.acknowledgement) mails.acknowledgement = rendered.acknowledgement;
  }
  const targets = leadDeliveryTargets({
    webhook: Boolean(site.leadWebhookUrl),
    email: Boolean(mails.email),
    alert: Boolean(mails.alert),
    acknowledgement: Boolean(mails.acknowledgement),
  });
  const before = new Map(state.recorded.map((r) => [r.target, r.state] as const));
  const todo = targets.filter((t) => before.get(t) !== "delivered" && before.get(t) !== "dead");
  const send = async (target: DeliveryTargetName) => {
    const message = mails[target];
    if (message && senders.mail) {
      const outcome = await senders.mail.send(message);
      if (!outcome.ok) throw new MailNotSent(outcome.reason, outcome.permanent);
      return;
    }
    const url = target === "webhook" ? site.leadWebhookUrl : null;
    await senders.delivery.deliver(lead, rendered, url, url ? site.leadWebhookSecret : null);
  };
  const sent: DeliveryTargetName[] = [];
  const failures: TargetFailure[] = [];
  for (const target of todo) {
    try {
      await send(target);
      sent.push(target);
    } catch (error) {
      failures.push(failureOf(target, error));
    }
  }
  // Outside the sends: a store that cannot record an outcome must not make it a failed send.
  for (const target of sent) {
    if (failures.length > 0 || before.has(target))
      await state.markTarget(target, "delivered", null);
  }
  for (const f of failures)
    await state.markTarget(f.target, f.permanent ? "dead" : "pending", f.staffText);
  return {
    targets,
    failures,
    retrying: failures.some((f) => !f.permanent),
    refused:
      targets.some((t) => before.get(t) === "dead" && refusalKillsLead(t)) ||
      failures.some((f) => f.permanent && refusalKillsLead(f.target)),
  };
}

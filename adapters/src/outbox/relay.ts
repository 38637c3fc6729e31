import {
  type BackoffPolicy,
  DEFAULT_BACKOFF,
  type DeliveryTargetName,
  type LeadDeliveryPort,
  type LeadRepository,
  type MailPort,
  nextAttemptAfterFailure,
  type SiteConfig,
  type SiteRepository,
} from "@forecourt/core";
import { staffMessageOf } from "../net/outbound-failure";
import { DEFAULT_CLAIM_LEASE_MS } from "../store/lead-repository";
import { deliverToTargets, type TargetSenders } from "./deliver-targets";
import type { LoadGauge } from "./load-gauge";
import type { LeadRenderer } from "./rendered-lead";

export type { LeadRenderer, RenderedLead } from "./rendered-lead";

export interface OutboxRelayOptions {
  leads: LeadRepository;
  sites: SiteRepository;
  /** The webhook, and the folder when a lead has no other target (routedLeadDelivery). */
  delivery: LeadDeliveryPort;
  /** Sends a lead's e-mail to its recipients (issue 32); without it no lead goes by e-mail. */
  mail?: MailPort;
  render: LeadRenderer;
  backoff?: BackoffPolicy;
  /** Rows claimed per round. */
  batchSize?: number;
  /** How long a claimed row is this relay's; a relay that dies gives it back when this ends. */
  leaseMs?: number;
  /**
   * While a round's deliveries run, its unfinished leases are extended this often (a third of
   * the lease by default), so a slow webhook is not claimed and sent again by another relay.
   */
  heartbeatMs?: number;
  /** The relay's clock; tests move it. */
  now?: () => Date;
  /**
   * When the process is busy serving requests, polls are put off (up to maxDeferMs) so a
   * burst of submits is not slowed by delivering the leads it stores: they are committed,
   * and go out as soon as the burst eases.
   */
  load?: LoadGauge;
  /** The longest a due lead waits for the load to ease; then one batch goes out regardless. */
  maxDeferMs?: number;
  /**
   * Told about each failed attempt with its internal reason (log it; never the shopper's
   * details). The lead's lastError, which staff read, holds only the generic text.
   */
  onFailure?: (leadId: string, site: string, error: string, dead: boolean) => void;
  /**
   * Told when a target is given up at once because its receiver refused it for good (an SMTP 5xx
   * for a recipient): the site's owner sees it as a dead letter; log it for the operator.
   */
  onRefused?: (leadId: string, site: string, target: DeliveryTargetName, reason: string) => void;
}

export interface RelayRound {
  claimed: number;
  delivered: number;
  retrying: number;
  dead: number;
}

export interface OutboxRelay {
  /** Claims one batch of due leads and tries each once. */
  runOnce(): Promise<RelayRound>;
  /** Runs rounds until none is claimed (bounded by maxRounds); sums them. */
  drain(maxRounds?: number): Promise<RelayRound>;
  /** Polls every intervalMs in the background until stop(). */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/** Deliveries of one round in flight together. */
export const DELIVERIES_AT_ONCE = 16;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 500);

/**
 * The transactional outbox relay (issue 4 §3, §6): claims due leads (one relay
 * per row, across processes), renders and delivers each, then marks it
 * delivered, due again after backoff, or dead after the last attempt.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const batchSize = options.batchSize ?? 100;
  const now = options.now ?? (() => new Date());
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  const leaseMs = options.leaseMs ?? DEFAULT_CLAIM_LEASE_MS;
  const heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(leaseMs / 3));

  /**
   * Extends the leases of the round's unfinished leads every heartbeatMs until stopped (issue 16
   * §2): a lead is claimed again only when its relay is really gone, not merely slow.
   */
  function leaseHeartbeat(unfinished: Set<string>, leasedUntil: Date) {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let beat: Promise<unknown> = Promise.resolve();
    const next = () => {
      timer = setTimeout(() => {
        const until = new Date(now().getTime() + leaseMs);
        beat = options.leads
          .extendLease([...unfinished], leasedUntil, until)
          .then(() => {
            leasedUntil = until;
          })
          .catch(() => {}) // the store may be down for a moment; the next beat tries again
          .finally(() => {
            if (!stopped && unfinished.size > 0) next();
          });
      }, heartbeatMs);
      timer.unref?.();
    };
    next();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await beat;
    };
  }

  async function runOnce(): Promise<RelayRound> {
    const round: RelayRound = { claimed: 0, delivered: 0, retrying: 0, dead: 0 };
    const claimed = await options.leads.claimDue(now(), batchSize, leaseMs);
    round.claimed = claimed.length;
    if (claimed.length === 0) return round;
    const unfinished = new Set(claimed.map((entry) => entry.leadId));
    const stopHeartbeat = leaseHeartbeat(
      unfinished,
      (claimed[0] as (typeof claimed)[number]).nextAttemptAt,
    );
    const sites = new Map<string, Promise<SiteConfig | null>>();
    const siteOf = (slug: string) => {
      if (!sites.has(slug)) sites.set(slug, options.sites.get(slug));
      return sites.get(slug) as Promise<SiteConfig | null>;
    };
    // Each target's own state, for the leads whose targets parted ways on an earlier attempt.
    const recorded = await options.leads.targetStates(claimed.map((entry) => entry.leadId));
    const senders: TargetSenders = { delivery: options.delivery, mail: options.mail };
    const deliverOne = async (entry: (typeof claimed)[number]) => {
      const { lead } = entry;
      try {
        const site = await siteOf(lead.site);
        if (!site) throw new Error(`site '${lead.site}' no longer exists`);
        const rendered = await options.render(lead, site);
        const outcome = await deliverToTargets(lead, site, rendered, senders, {
          recorded: recorded.filter((r) => r.leadId === lead.id),
          markTarget: (target, state, error) =>
            options.leads.markTarget(lead.id, target, state, error, now()),
        });
        for (const failure of outcome.failures) {
          if (failure.permanent)
            options.onRefused?.(lead.id, lead.site, failure.target, failure.reason);
        }
        if (!outcome.retrying && !outcome.refused) {
          // A notice refused for good (a shopper's address that bounces) is in its own state.
          await options.leads.markDelivered(lead.id, now());
          round.delivered++;
          return;
        }
        // Refused for good and nothing left to retry: dead now, not after every backoff step.
        const next = outcome.retrying
          ? nextAttemptAfterFailure(entry.attempts, now(), backoff)
          : null;
        const named = outcome.targets.length > 1;
        const first = outcome.failures[0];
        const staffText = first
          ? named
            ? `${first.target}: ${first.staffText}`
            : first.staffText
          : "a delivery target refused this lead for good";
        await options.leads.markFailed(lead.id, staffText, next);
        if (next) round.retrying++;
        else round.dead++;
        for (const failure of outcome.failures)
          options.onFailure?.(
            lead.id,
            lead.site,
            named ? `${failure.target}: ${failure.reason}` : failure.reason,
            !next,
          );
      } catch (error) {
        const next = nextAttemptAfterFailure(entry.attempts, now(), backoff);
        // A network failure reads the same to staff whatever it was (issue 30 §5: no port probing).
        await options.leads.markFailed(lead.id, staffMessageOf(error) ?? errorText(error), next);
        if (next) round.retrying++;
        else round.dead++;
        options.onFailure?.(lead.id, lead.site, errorText(error), next === null);
      } finally {
        unfinished.delete(lead.id);
      }
    };
    // A few deliveries overlap (folder writes, webhook calls) and their marks share a commit,
    // without sending a whole batch at once to one dealer's CRM.
    let taken = 0;
    const worker = async () => {
      while (taken < claimed.length) await deliverOne(claimed[taken++] as (typeof claimed)[number]);
    };
    try {
      await Promise.all(
        Array.from({ length: Math.min(DELIVERIES_AT_ONCE, claimed.length) }, worker),
      );
    } finally {
      await stopHeartbeat();
    }
    return round;
  }

  async function drain(maxRounds = 1_000): Promise<RelayRound> {
    const total: RelayRound = { claimed: 0, delivered: 0, retrying: 0, dead: 0 };
    for (let i = 0; i < maxRounds; i++) {
      const round = await runOnce();
      total.claimed += round.claimed;
      total.delivered += round.delivered;
      total.retrying += round.retrying;
      total.dead += round.dead;
      if (round.claimed === 0) break;
    }
    return total;
  }

  const maxDeferMs = options.maxDeferMs ?? 10_000;
  let deferringSince: number | null = null;

  /** Rounds for this poll: none while busy (until the deferral cap), one at the cap, else a drain. */
  function roundsNow(): number {
    if (!options.load?.busy()) {
      deferringSince = null;
      return 50;
    }
    const at = now().getTime();
    deferringSince ??= at;
    if (at - deferringSince < maxDeferMs) return 0;
    deferringSince = at;
    return 1;
  }

  function schedule(intervalMs: number) {
    timer = setTimeout(() => {
      const rounds = roundsNow();
      running = (rounds > 0 ? drain(rounds) : Promise.resolve())
        .catch(() => {}) // the store may be down for a moment; the next poll tries again
        .finally(() => {
          // The next window measures the requests, not this relay's own work.
          if (rounds > 0) options.load?.reset();
          if (!stopped) schedule(intervalMs);
        });
    }, intervalMs);
    timer.unref?.();
  }

  return {
    runOnce,
    drain,
    start(intervalMs = 1_000) {
      if (!stopped) return;
      stopped = false;
      // Before the first delivery, what a killed process left half-written is cleared away.
      running = (options.delivery.recover?.() ?? Promise.resolve())
        .catch(() => {}) // a sweep that fails leaves litter, never a lost lead
        .finally(() => {
          if (!stopped) schedule(intervalMs);
        });
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

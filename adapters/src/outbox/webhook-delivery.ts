import {
  type LeadDeliveryPort,
  signWebhookBody,
  siteWebhookSecret,
  WEBHOOK_SIGNATURE_HEADER,
} from "@forecourt/core";
import { OutboundFetchError, outboundFailure } from "../net/outbound-failure";
import { createOutboundFetch, type OutboundFetch } from "../net/outbound-fetch";

export interface WebhookDeliveryOptions {
  /**
   * The deployment's key (FORECOURT_WEBHOOK_SECRET): each site's webhook secret derives from it
   * (core's siteWebhookSecret), and every delivery is signed with its site's secret.
   */
  signingKey: string;
  /**
   * The outbound-fetch guard (issue 30 §5) every delivery goes through; by default it lets no
   * private address through. The platform passes one configured by FORECOURT_FETCH_ALLOW.
   */
  outbound?: OutboundFetch;
  /** A webhook that does not answer in time counts as a failed attempt. */
  timeoutMs?: number;
  /** The signature's clock; tests fix it. */
  now?: () => Date;
}

/** A CRM's answer to a delivery is read up to this size and ignored. */
const WEBHOOK_ANSWER_MAX_BYTES = 64 * 1024;

/**
 * POSTs the lead's ADF XML to the site's leadWebhookUrl (issue 4 §3). Any
 * non-2xx answer is a failed attempt; the call goes through the outbound-fetch guard (no
 * private address, no redirect, time and size caps). Every delivery carries the lead id as
 * Idempotency-Key, the same on every attempt, so a CRM drops the duplicate of an
 * attempt whose answer was lost; and Forecourt-Signature (issue 16 §2), so it can
 * tell the lead came from us, unchanged and recently (api/README.md shows how to check).
 * The secret is the site's own leadWebhookSecret when it has one, else derived from the
 * deployment key.
 */
export function webhookLeadDelivery(options: WebhookDeliveryOptions): LeadDeliveryPort {
  const send = options.outbound ?? createOutboundFetch();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? (() => new Date());
  const secrets = new Map<string, Promise<string>>();
  const secretOf = (site: string) => {
    let secret = secrets.get(site);
    if (!secret) {
      secret = siteWebhookSecret(options.signingKey, site);
      secrets.set(site, secret);
    }
    return secret;
  };
  return {
    async deliver(lead, rendered, target, signingSecret) {
      if (!target) throw new Error(`site '${lead.site}' has no leadWebhookUrl`);
      const body = rendered.adfXml;
      // Signed at each attempt: a retry an hour later is still within the receiver's tolerance.
      const secret = signingSecret ?? (await secretOf(lead.site));
      const signature = await signWebhookBody(body, secret, now());
      const result = await send(target, {
        method: "POST",
        headers: {
          "content-type": "application/xml; charset=utf-8",
          "idempotency-key": lead.id,
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signature,
          "x-forecourt-site": lead.site,
          "x-forecourt-lead-kind": lead.kind,
        },
        body,
        timeoutMs,
        maxBytes: WEBHOOK_ANSWER_MAX_BYTES,
      });
      // Staff read only the generic text (the relay's lastError); the reason goes to the log.
      if (!result.ok) throw new OutboundFetchError(result.failure);
      const { status } = result.response;
      if (status < 200 || status > 299) {
        throw new OutboundFetchError(
          outboundFailure("http_status", `webhook answered HTTP ${status}`),
        );
      }
    },
  };
}

/** Webhook when the site configures one, else the local folder (the embedded default). */
export function routedLeadDelivery(
  webhook: LeadDeliveryPort,
  folder: LeadDeliveryPort,
): LeadDeliveryPort {
  return {
    deliver: (lead, rendered, target, signingSecret) =>
      (target ? webhook : folder).deliver(lead, rendered, target, signingSecret),
    recover: async () => {
      await webhook.recover?.();
      await folder.recover?.();
    },
  };
}

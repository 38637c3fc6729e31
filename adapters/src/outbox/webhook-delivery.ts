import { createHmac } from "node:crypto";
import type { LeadDeliveryPort } from "@forecourt/core";

/** The header a CRM checks: `sha256=` and the hex HMAC-SHA256 of the body under the site's secret. */
export const SIGNATURE_HEADER = "x-forecourt-signature";

/** The signature of one delivery's body (what a CRM recomputes to trust it). */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

export interface WebhookDeliveryOptions {
  /** Injected for tests; the global fetch by default. */
  fetch?: typeof fetch;
  /** A webhook that does not answer in time counts as a failed attempt. */
  timeoutMs?: number;
}

/**
 * POSTs the lead's ADF XML to the site's leadWebhookUrl (issue 4 §3). Any
 * non-2xx answer is a failed attempt; the lead id travels as Idempotency-Key
 * so a CRM can drop the duplicate of an attempt whose answer was lost. With the site's
 * leadWebhookSecret the body is signed (SIGNATURE_HEADER), so the CRM can refuse forgeries.
 */
export function webhookLeadDelivery(options: WebhookDeliveryOptions = {}): LeadDeliveryPort {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async deliver(lead, rendered, target, signingSecret) {
      if (!target) throw new Error(`site '${lead.site}' has no leadWebhookUrl`);
      const response = await send(target, {
        method: "POST",
        headers: {
          "content-type": "application/xml; charset=utf-8",
          "idempotency-key": lead.id,
          "x-forecourt-site": lead.site,
          "x-forecourt-lead-kind": lead.kind,
          ...(signingSecret
            ? { [SIGNATURE_HEADER]: webhookSignature(signingSecret, rendered.adfXml) }
            : {}),
        },
        body: rendered.adfXml,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
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
  };
}

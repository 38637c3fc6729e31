import { type StoredLead, siteWebhookSecret, verifyWebhookSignature } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_UNREACHABLE } from "../net/outbound-failure";
import type { OutboundFetch } from "../net/outbound-fetch";
import {
  routedLeadDelivery,
  type WebhookDeliveryOptions,
  webhookLeadDelivery as webhook,
} from "./webhook-delivery";
import { loopbackOutbound, startWebhookServer } from "./webhook-test-server";

const lead: StoredLead = {
  id: "lead-1",
  site: "alpha",
  kind: "test-drive",
  payload: { name: "Jo" },
  idempotencyKey: null,
  createdAt: new Date("2026-03-01T00:00:00Z"),
};
const rendered = { adfXml: '<?xml version="1.0"?><adf><prospect/></adf>', emailText: "Jo" };
const signingKey = "deployment-key";
const webhookLeadDelivery = (options: Partial<WebhookDeliveryOptions> = {}) =>
  webhook({ signingKey, outbound: loopbackOutbound, ...options });

describe("webhookLeadDelivery against a local http server", () => {
  let server: Awaited<ReturnType<typeof startWebhookServer>>;
  beforeAll(async () => {
    server = await startWebhookServer();
  });
  afterAll(() => server.close());

  it("POSTs the ADF XML with the lead id as Idempotency-Key", async () => {
    server.respondWith(200);
    await webhookLeadDelivery().deliver(lead, rendered, server.url);
    const last = server.received.at(-1);
    expect(last?.body).toBe(rendered.adfXml);
    expect(last?.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(last?.headers["idempotency-key"]).toBe("lead-1");
    expect(last?.headers["x-forecourt-site"]).toBe("alpha");
  });

  it("signs each attempt with the site's secret over '<t>.<body>', and keeps the lead id as Idempotency-Key (issue 16 §2)", async () => {
    server.respondWith(200);
    server.received.length = 0;
    const sentAt = new Date("2026-03-01T00:00:00Z");
    const clock = { now: sentAt };
    const delivery = webhookLeadDelivery({ now: () => clock.now });
    await delivery.deliver(lead, rendered, server.url);
    clock.now = new Date(sentAt.getTime() + 3_600_000); // the retry an hour later
    await delivery.deliver(lead, rendered, server.url);

    const [first, retry] = server.received;
    expect([first, retry].map((r) => r?.headers["idempotency-key"])).toEqual(["lead-1", "lead-1"]);
    const secret = await siteWebhookSecret(signingKey, "alpha");
    const check = (r: typeof first, at: Date) =>
      verifyWebhookSignature(
        r?.headers["forecourt-signature"] as string,
        r?.body ?? "",
        secret,
        at,
      );
    expect(first?.headers["forecourt-signature"]).toMatch(/^t=1772323200,v1=[0-9a-f]{64}$/);
    expect(await check(first, sentAt)).toEqual({ ok: true, timestamp: 1772323200 });
    expect(await check(retry, clock.now)).toEqual({ ok: true, timestamp: 1772323200 + 3600 });
    // The first attempt's signature does not pass for the retry's time: replays are refused.
    expect(await check(first, clock.now)).toMatchObject({ ok: false });
    // Another dealer's secret does not verify this site's lead.
    const other = await siteWebhookSecret(signingKey, "bravo");
    expect(
      await verifyWebhookSignature(
        first?.headers["forecourt-signature"] as string,
        first?.body ?? "",
        other,
        sentAt,
      ),
    ).toEqual({ ok: false, reason: "mismatch" });
  });

  it("signs with the site's own leadWebhookSecret when the site sets one (issue 17)", async () => {
    server.respondWith(200);
    server.received.length = 0;
    const sentAt = new Date("2026-03-01T00:00:00Z");
    const own = "crm-shared-secret-123";
    await webhookLeadDelivery({ now: () => sentAt }).deliver(lead, rendered, server.url, own);
    const [sent] = server.received;
    const header = sent?.headers["forecourt-signature"] as string;
    expect(await verifyWebhookSignature(header, sent?.body ?? "", own, sentAt)).toMatchObject({
      ok: true,
    });
    const derived = await siteWebhookSecret(signingKey, "alpha");
    expect(await verifyWebhookSignature(header, sent?.body ?? "", derived, sentAt)).toMatchObject({
      ok: false,
    });
  });

  it.each([400, 404, 500, 503])("an HTTP %i answer is a failed attempt", async (status) => {
    server.respondWith(status);
    await expect(webhookLeadDelivery().deliver(lead, rendered, server.url)).rejects.toThrow(
      `webhook answered HTTP ${status}`,
    );
  });

  it("a webhook that never answers fails after the timeout", async () => {
    server.respondWith("hang");
    await expect(
      webhookLeadDelivery({ timeoutMs: 200 }).deliver(lead, rendered, server.url),
    ).rejects.toThrow();
    server.respondWith(200);
  });

  it("nothing listening is a failed attempt", async () => {
    await expect(
      webhookLeadDelivery().deliver(lead, rendered, "http://127.0.0.1:1/leads"),
    ).rejects.toThrow();
  });

  it("a site without a webhook cannot use it", async () => {
    await expect(webhookLeadDelivery().deliver(lead, rendered, null)).rejects.toThrow(
      "site 'alpha' has no leadWebhookUrl",
    );
  });

  it("sends through the injected outbound-fetch guard", async () => {
    const calls: string[] = [];
    const outbound: OutboundFetch = async (url) => {
      calls.push(url);
      return { ok: true, response: { status: 202, headers: {}, body: new Uint8Array() } };
    };
    await webhookLeadDelivery({ outbound }).deliver(lead, rendered, "https://crm.example/x");
    expect(calls).toEqual(["https://crm.example/x"]);
  });

  it("refuses a private webhook address by default, without sending (issue 30 §5)", async () => {
    server.respondWith(200);
    server.received.length = 0;
    const byDefault = webhook({ signingKey });
    const refused = byDefault.deliver(lead, rendered, server.url.replace("127.0.0.1", "0x7f.1"));
    await expect(refused).rejects.toThrow(/not public/);
    await expect(byDefault.deliver(lead, rendered, server.url)).rejects.toMatchObject({
      failure: { code: "not_public", staffMessage: STAFF_UNREACHABLE },
    });
    expect(server.received).toEqual([]);
  });

  it("does not follow a redirect (issue 30 §5)", async () => {
    server.respondWith(307);
    await expect(webhookLeadDelivery().deliver(lead, rendered, server.url)).rejects.toMatchObject({
      failure: { code: "redirect" },
    });
    server.respondWith(200);
  });

  it("routes to the webhook when the site has one, else to the folder", async () => {
    const used: string[] = [];
    const named = (name: string) => ({
      deliver: async () => void used.push(name),
    });
    const routed = routedLeadDelivery(named("webhook"), named("folder"));
    await routed.deliver(lead, rendered, "https://crm.example/x");
    await routed.deliver(lead, rendered, null);
    expect(used).toEqual(["webhook", "folder"]);
  });
});

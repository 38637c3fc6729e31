import { createHmac } from "node:crypto";
import type { StoredLead } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routedLeadDelivery, SIGNATURE_HEADER, webhookLeadDelivery } from "./webhook-delivery";
import { startWebhookServer } from "./webhook-test-server";

const lead: StoredLead = {
  id: "lead-1",
  site: "alpha",
  kind: "test-drive",
  payload: { name: "Jo" },
  idempotencyKey: null,
  createdAt: new Date("2026-03-01T00:00:00Z"),
};
const rendered = { adfXml: '<?xml version="1.0"?><adf><prospect/></adf>', emailText: "Jo" };

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
    expect(last?.headers[SIGNATURE_HEADER]).toBeUndefined();
  });

  it("signs the body with the site's webhook secret (HMAC-SHA256) when it has one", async () => {
    server.respondWith(200);
    const secret = "crm-shared-secret-123";
    await webhookLeadDelivery().deliver(lead, rendered, server.url, secret);
    const last = server.received.at(-1);
    const expected = createHmac("sha256", secret)
      .update(last?.body ?? "")
      .digest("hex");
    expect(last?.headers[SIGNATURE_HEADER]).toBe(`sha256=${expected}`);
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

  it("uses the injected fetch", async () => {
    const calls: string[] = [];
    const fetchSpy: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response("ok", { status: 202 });
    };
    await webhookLeadDelivery({ fetch: fetchSpy }).deliver(lead, rendered, "https://crm.example/x");
    expect(calls).toEqual(["https://crm.example/x"]);
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

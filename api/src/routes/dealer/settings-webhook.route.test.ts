import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness } from "../../test-support/harness";
import { staffCookie } from "./staff-sessions.test-helper";

const HOST = "alpha.localhost";

describe("PATCH /api/dealer/settings: the lead webhook only at a public address (issue 30 §5)", () => {
  let h: Harness;
  let owner: string;
  const patch = (body: unknown) =>
    h.app.request("/api/dealer/settings", {
      method: "PATCH",
      headers: { host: HOST, cookie: owner, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    h = await harness();
    owner = await staffCookie(h, "alpha", "owner@alpha.example", "owner");
  }, 120_000);
  afterAll(() => h.close());

  it.each([
    "http://0x7f.0.0.1/",
    "http://2130706433/",
    "http://[::ffff:127.0.0.1]/",
    "http://169.254.169.254/latest/meta-data/",
    "ftp://crm.example.com/",
  ])("refuses %s as problem+json naming leadWebhookUrl, and keeps the old value", async (url) => {
    const res = await patch({ leadWebhookUrl: url });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const problem = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(problem.errors)).toEqual(["leadWebhookUrl"]);
    expect((await h.store.sites.get("alpha"))?.leadWebhookUrl).toBeNull();
  });

  it("accepts a public one", async () => {
    const res = await patch({ leadWebhookUrl: "https://crm.example.com.au/adf" });
    expect(res.status).toBe(200);
    expect((await h.store.sites.get("alpha"))?.leadWebhookUrl).toBe(
      "https://crm.example.com.au/adf",
    );
  });
});

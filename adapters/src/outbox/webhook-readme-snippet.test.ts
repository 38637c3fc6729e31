import { readFileSync } from "node:fs";
import { signWebhookBody, siteWebhookSecret } from "@forecourt/core";
import { describe, expect, it } from "vitest";

/** The verification snippet api/README.md gives dealers, run as they would run it. */
async function readmeVerifier() {
  const readme = readFileSync(new URL("../../../api/README.md", import.meta.url), "utf8");
  const code = /### Lead webhooks[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!code) throw new Error("api/README.md has no js snippet under 'Lead webhooks'");
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  return module.verifyForecourtLead as (
    header: string,
    body: string,
    secret: string,
    nowMs?: number,
  ) => boolean;
}

describe("api/README.md's webhook verification snippet (issue 16 §2)", () => {
  it("accepts what the relay signs, within 5 minutes, and nothing else", async () => {
    const verify = await readmeVerifier();
    const secret = await siteWebhookSecret("deployment-key", "north-motors");
    const sentAt = new Date("2026-03-01T00:00:00Z");
    const body = '<?xml version="1.0"?><adf><prospect status="new"/></adf>';
    const header = await signWebhookBody(body, secret, sentAt);
    const at = (s: number) => sentAt.getTime() + s * 1000;
    expect(verify(header, body, secret, at(0))).toBe(true);
    expect(verify(header, body, secret, at(300))).toBe(true);
    expect(verify(header, body, secret, at(301))).toBe(false);
    expect(verify(header, `${body} `, secret, at(0))).toBe(false);
    expect(verify(header, body, "another dealer's secret", at(0))).toBe(false);
    expect(verify("t=1772323200", body, secret, at(0))).toBe(false);
    expect(verify("", body, secret, at(0))).toBe(false);
  });
});

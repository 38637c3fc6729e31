import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness } from "../../test-support/harness";
import { staffCookie } from "./staff-sessions.test-helper";

const HOST = "alpha.localhost";

describe("PATCH /api/dealer/settings: menu and footer links (issue 31 §5)", () => {
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

  it("refuses a javascript: href and a blank label as problem+json naming each field, and stores nothing", async () => {
    const before = await h.store.sites.get("alpha");
    const res = await patch({
      menu: [
        { label: "Cars", href: "/search" },
        { label: "Deals", href: "javascript:alert(1)" },
        { label: "", dropdown: "stock" },
      ],
      footer: [{ label: "Call us", href: "javascript:alert(1)" }],
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const problem = (await res.json()) as { errors: Record<string, string> };
    expect(problem.errors).toEqual({
      "menu[1].href": "Use a path like /search or an address starting https://.",
      "menu[2].label": "Please enter the item's label.",
      "footer[0].href":
        "Use a path like /about-us, an address starting https://, or a tel: or mailto: link.",
    });
    expect(await h.store.sites.get("alpha")).toEqual(before);
  });

  it("accepts a path, a web address and a footer tel: link", async () => {
    const menu = [
      { label: "Cars", href: "/search" },
      { label: "Finance", href: "https://finance.example.com.au" },
    ];
    const footer = [{ label: "Call us", href: "tel:+61730000000" }];
    const res = await patch({ menu, footer });
    expect(res.status).toBe(200);
    const stored = await h.store.sites.get("alpha");
    expect(stored?.menu).toEqual(menu);
    expect(stored?.footer).toEqual(footer);
  });
});

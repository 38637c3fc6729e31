import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { jsonPath, parseSiteDocument, unknownKeys } from "./site-document";

const location = (id: string, postcode: unknown) => ({
  id,
  name: `Yard ${id}`,
  slug: `yard-${id}`,
  address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode },
});

describe("parseSiteDocument", () => {
  it("accepts the smallest document and fills every default", () => {
    const result = parseSiteDocument({ slug: "new-dealer", name: "New Dealer" });
    expect(result).toEqual({ ok: true, site: defaultSiteConfig("new-dealer", "New Dealer") });
  });

  it("names each problem by its JSON path, one line each", () => {
    const result = parseSiteDocument({
      slug: "Bad Slug",
      name: "X",
      locations: [location("1", "4000"), location("2", 4006), location("3", "40000")],
      domains: ["https://dealer.example/"],
      leadWebhookUrl: "ftp://crm.example",
      leadWebhookSecret: "short",
      leadRecipients: ["sales@dealer.example", "not-an-email"],
      theme: { primary: "blue" },
      phones: { new: "call us" },
    });
    expect(result.ok).toBe(false);
    const lines = result.ok ? [] : result.problems;
    expect(lines).toEqual(
      expect.arrayContaining([
        "slug: must be lower-case letters, digits and hyphens",
        'locations[2].address.postcode: must be four digits, got "40000"',
        "domains[0]: must be a host name like www.example.com.au (no scheme, port or path)",
        "leadWebhookUrl: must be an absolute http:// or https:// address",
        "leadWebhookSecret: must be at least 16 characters",
        "theme.primary: must be a colour like #0b3d91",
        "phones.new: must be a phone number (digits, spaces, +, ( ) and - only)",
      ]),
    );
    expect(lines.some((l) => l.startsWith("leadRecipients[1]: "))).toBe(true);
    expect(lines.some((l) => l.startsWith("locations[1]"))).toBe(false);
  });

  it("checks each team member (issue 21 §1 Meet the team) by its path", () => {
    const result = parseSiteDocument({
      slug: "dealer",
      name: "Dealer",
      team: [{ name: "Sam Lee", role: "Sales" }, { name: " ", role: "Finance" }, { name: "Jo" }],
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      "team[1].name: name must not be empty",
      "team[2].role: is required",
    ]);
    const ok = parseSiteDocument({
      slug: "dealer",
      name: "Dealer",
      team: [{ name: "Sam", role: "Sales" }],
    });
    expect(ok.ok && ok.site.team).toEqual([
      { name: "Sam", role: "Sales", location_id: null, photo: null },
    ]);
  });

  it("names a missing setting as required, and bounds the slug and the name", () => {
    expect(parseSiteDocument({})).toEqual({
      ok: false,
      problems: ["slug: is required", "name: is required"],
    });
    const result = parseSiteDocument({ slug: "a".repeat(64), name: "n".repeat(2_000_000) });
    const lines = result.ok ? [] : result.problems;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^slug: .*63/);
    expect(lines[1]).toMatch(/^name: .*120/);
  });

  it("refuses unknown settings instead of dropping them", () => {
    const result = parseSiteDocument({
      slug: "a",
      name: "A",
      features: { tradein: false },
      colour: "red",
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        "features.tradein: unknown setting (see `forecourt site schema`)",
        "colour: unknown setting (see `forecourt site schema`)",
      ],
    });
  });

  it("keeps a location's extra feed fields (locations are loose, as in the feed)", () => {
    const result = parseSiteDocument({
      slug: "a",
      name: "A",
      locations: [{ ...location("1", "4000"), crm_code: "B12" }],
    });
    expect(result.ok && result.site.locations[0]).toMatchObject({ crm_code: "B12" });
  });

  it.each([
    "http://0x7f.0.0.1/",
    "http://2130706433/leads",
    "http://017700000001/",
    "http://127.1/",
    "http://[::ffff:127.0.0.1]/adf",
    "http://169.254.169.254/latest/meta-data/",
    "https://10.0.0.8/crm",
    "http://localhost:8080/",
  ])("refuses a lead webhook at the private address %s, naming the field (issue 30 §5)", (url) => {
    const result = parseSiteDocument({ slug: "dealer", name: "Dealer", leadWebhookUrl: url });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(/^leadWebhookUrl: must be a public address, not /),
    ]);
  });

  it("accepts a lead webhook at a public name or address", () => {
    for (const url of ["https://crm.example.com.au/adf", "http://203.0.114.5:8080/leads"]) {
      expect(parseSiteDocument({ slug: "dealer", name: "Dealer", leadWebhookUrl: url }).ok).toBe(
        true,
      );
    }
  });

  it("refuses a document that is not an object", () => {
    expect(parseSiteDocument([])).toEqual({
      ok: false,
      problems: ["(document): must be a JSON object"],
    });
  });
});

describe("jsonPath / unknownKeys", () => {
  it.each([
    [[], ""],
    [["slug"], "slug"],
    [["locations", 2, "address", "postcode"], "locations[2].address.postcode"],
    [[0, "a"], "[0].a"],
  ])("%j → %s", (path, expected) => {
    expect(jsonPath(path)).toBe(expected);
  });

  it("walks arrays element by element", () => {
    expect(unknownKeys({ a: [{ x: 1 }, { x: 1, y: 2 }] }, { a: [{ x: 1 }, { x: 1 }] })).toEqual([
      "a[1].y: unknown setting (see `forecourt site schema`)",
    ]);
  });
});

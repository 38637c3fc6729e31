import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadFormLayout } from "../leads/form-layout";
import { LEAD_FORMS } from "../leads/lead-forms";
import { validateLead } from "../leads/validate-lead";
import { SiteConfig, type SiteConfigInput } from "../schemas/site-config";
import {
  PUBLIC_SITE_SETTINGS,
  type PublicSiteSettings,
  publicSiteSettings,
} from "./public-site-settings";
import { SECRET_SETTINGS } from "./site-secrets";

/** A marker no public setting holds: lower-case, so it also fits host names and e-mail addresses. */
const markerArb = fc
  .stringMatching(/^[a-z0-9]{10,24}$/)
  .map((token) => `marker${token}`)
  .filter((marker) => !/sales|service|parts|yard|dealer/.test(marker));

/**
 * A site whose every private setting holds `marker`: the lead webhook, its secret and recipients,
 * the dealer's own e-mail and tools, hidden stock, its host names, and keys a feed or an operator
 * added to a location at each level (the schema keeps them, as it does for any location).
 */
function siteWithMarkers(marker: string): SiteConfig {
  const hours = { weekday: 1, status: "Open", open: "08:00", close: "17:00" };
  const location = (slug: string, location_type: string) => ({
    id: `${slug}-id`,
    name: `Yard ${slug}`,
    slug,
    location_type,
    dealership_id: "d1",
    [`${marker}_key`]: marker,
    private_note: marker,
    address: { street: "1 Main St", city: "Brisbane", state: "QLD", map_key: "m", note: marker },
    contact_detail: {
      phone: "07 3000 0000",
      api_key: marker,
      opening_hours: [{ ...hours, note: marker }],
    },
    special_hours: [
      {
        date: "2026-12-25",
        status: "Closed",
        name: "Christmas",
        note: marker,
        hours: { begin: "", end: "", note: marker },
      },
    ],
    image: { url: "/yard.jpg", token: marker, thumb: { url: "/yard-t.jpg", token: marker } },
    distribution_locations: [{ id: "x1", name: "Depot", note: marker }],
    reviews: { average_rating: 4.5, count: 10, note: marker },
  });
  const input: SiteConfigInput = {
    slug: "public-check",
    name: "Public Check Motors",
    domains: [`${marker}.example.com.au`],
    dealerships: [
      { id: "d1", name: "North", slug: "north" },
      { id: "d2", name: "South" },
    ],
    locations: [
      location("sales-a", "sales"),
      location("sales-b", "used"),
      location("service-a", "service"),
      location("service-b", "service"),
    ] as SiteConfigInput["locations"],
    dealer: { email: `${marker}@dealer.example`, xtime_url: `https://x.example/${marker}` },
    stock: { hiddenStockNumbers: [marker], hiddenMakes: [marker] },
    frameAncestors: [`https://${marker}.example`],
    timeZone: null,
    leadWebhookUrl: `https://crm.example/${marker}`,
    leadWebhookSecret: `${marker}-signing-secret`,
    leadRecipients: [`${marker}@crm.example`],
  };
  return SiteConfig.parse(input);
}

/** A form's layout by the slugs and ids it offers (the stored locations also hold extra keys). */
function layoutOf(form: (typeof LEAD_FORMS)[number], site: Parameters<typeof leadFormLayout>[1]) {
  const layout = leadFormLayout(form, site);
  const slugs = (locations: { slug: string }[] | null) => locations?.map((l) => l.slug) ?? null;
  return {
    commentsRequired: layout.commentsRequired,
    locationOptions: slugs(layout.locationOptions),
    dealershipOptions: layout.dealershipOptions?.map((d) => d.id) ?? null,
    derivationLocations: slugs(layout.derivationLocations),
  };
}

describe("publicSiteSettings (issue 30 §1)", () => {
  it("carries no private setting and no key the schema does not name, at any depth", () => {
    fc.assert(
      fc.property(markerArb, (marker) => {
        const site = siteWithMarkers(marker);
        // The marker really is in the stored settings, so the check below can fail.
        expect(JSON.stringify(site)).toContain(marker);
        expect(JSON.stringify(publicSiteSettings(site))).not.toContain(marker);
      }),
      { numRuns: 50 },
    );
  });

  it("holds the allow-listed settings only, and never a secret one", () => {
    const projection = publicSiteSettings(siteWithMarkers("markerfixed"));
    expect(Object.keys(projection).sort()).toEqual([...PUBLIC_SITE_SETTINGS].sort());
    for (const key of [...SECRET_SETTINGS, "leadWebhookUrl", "leadRecipients"])
      expect(projection).not.toHaveProperty(key);
  });

  it("keeps what the browser's lead rules read: the same layout and validation as the stored site", () => {
    const site = siteWithMarkers("markerfixed");
    const projection = publicSiteSettings(site);
    expect(projection.locations.map((l) => l.name)).toEqual(site.locations.map((l) => l.name));
    for (const form of LEAD_FORMS) {
      expect(layoutOf(form, projection)).toEqual(layoutOf(form, site));
      const payload = { first_name: "Sam", email: "sam@example.com", location: "sales-b" };
      expect(validateLead(form, payload, projection)).toEqual(validateLead(form, payload, site));
    }
  });

  it("is the only way to make one: the stored settings are not a PublicSiteSettings", () => {
    const site = siteWithMarkers("markerfixed");
    // @ts-expect-error the brand keeps the stored SiteConfig out of client components' props
    const leaked: PublicSiteSettings = site;
    expect(leaked).toBe(site);
  });
});

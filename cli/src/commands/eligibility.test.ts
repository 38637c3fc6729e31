import { defaultSiteConfig } from "@forecourt/core";
import { describe, expect, it } from "vitest";
import { runEligibility } from "./eligibility";

// A site with a garage, so the watchlist save can show.
const base = defaultSiteConfig("default");
const site = { ...base, features: { ...base.features, garage: true } };
const now = new Date("2026-03-15T00:00:00Z");
const reserveSite = {
  ...site,
  features: { ...site.features, reserve: true, certifiedToyota: true },
  finance: { ...site.finance, provider: "angle" as const },
};

describe("forecourt eligibility", () => {
  it("an in-stock certified Toyota with a history file", () => {
    const car = {
      id: 7,
      status: "in_stock",
      price: "25990",
      make: "Toyota",
      certified: "1",
      car_type: "used",
      file: "https://cdn.example/history.pdf",
      images: [{ image: { url: "/a.jpg" } }],
    };
    const { data } = runEligibility(car, reserveSite, { now });
    expect(data).toMatchObject({
      availability: "available",
      instantValuation: true,
      instantFinance: true,
      reserveButton: true,
      tradeInButton: true,
      saveButton: true,
      compareButton: true,
      toyotaCertifiedBadge: true,
      historyReportButton: true,
      cardButtons: { primary: "View Details", secondary: "Reserve Now" },
    });
  });

  it("a sold car: Find Me Something Similar; save only when already saved", () => {
    const car = {
      id: 8,
      status: "sold",
      price: 25990,
      sold_date_timestamp: now.getTime() / 1000 - 60,
    };
    const { data, text } = runEligibility(car, site, { now });
    expect(data).toMatchObject({
      soldView: true,
      listed: true,
      saveButton: false,
      reserveButton: false,
    });
    expect(data.cardButtons).toEqual({
      primary: "Find Me Something Similar",
      secondary: "View Details",
    });
    expect(runEligibility(car, site, { now, alreadySaved: true }).data.saveButton).toBe(true);
    expect(text).toContain(
      'cardButtons: {"primary":"Find Me Something Similar","secondary":"View Details"}',
    );
  });

  it("chat: Instant Message only when the site has chat and it is enabled", () => {
    const chatSite = { ...site, features: { ...site.features, chat: true } };
    expect(runEligibility({ id: 1 }, chatSite, { now }).data.instantMessage).toBe(true);
    expect(
      runEligibility({ id: 1 }, chatSite, { now, chatEnabled: false }).data.instantMessage,
    ).toBe(false);
  });

  it("a bad car names the field", () => {
    expect(() =>
      runEligibility({ id: 1, sold_date_timestamp: "yesterday" }, site, { now }),
    ).toThrow("car: sold_date_timestamp:");
  });
});

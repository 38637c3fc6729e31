import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import {
  showHistoryReportButton,
  showInstantMessage,
  showReserveButton,
  showToyotaCertifiedBadge,
  showTradeInButton,
} from "./action-buttons";

const base = defaultSiteConfig("demo");
const site = (features: Partial<typeof base.features>) => ({
  ...base,
  features: { ...base.features, ...features },
});
const car = { status: "in_stock", price: 25990 } as const;

describe("§5 reserve button", () => {
  const on = site({ reserve: true });
  it.each([
    ["eligible car on a reserve site", car, on, true],
    ["site without reserve", car, site({}), false],
    ["test-drive-only car", { ...car, test_drive_only: true }, on, false],
    ["car not reservable", { ...car, reservable: false }, on, false],
    ["already reserved", { ...car, reserved: true }, on, false],
    ["price 200 (not above 200)", { ...car, price: 200 }, on, false],
    ["coming soon", { ...car, status: "coming_soon" }, on, false],
  ] as const)("%s → %s", (_n, c, s, shown) => {
    expect(showReserveButton(c, s)).toBe(shown);
  });
});

describe("§5 trade-in button: site supports it and the car is available", () => {
  it.each([
    ["in_stock", true, true],
    ["coming_soon", true, true],
    ["sold", true, false],
    ["in_stock", false, false],
  ] as const)("%s, tradeIn %s → %s", (status, tradeIn, shown) => {
    expect(showTradeInButton({ status }, site({ tradeIn }))).toBe(shown);
  });
});

describe("§5 history report and Toyota certified badge", () => {
  it("history report button needs a file", () => {
    expect(showHistoryReportButton({ file: "https://cdn.example/report.pdf" })).toBe(true);
    expect(showHistoryReportButton({ file: "" })).toBe(false);
    expect(showHistoryReportButton({ file: null })).toBe(false);
  });

  const toyota = { make: "Toyota", certified: true, status: "in_stock" } as const;
  it.each([
    ["certified Toyota, switch on", toyota, true, true],
    ["switch off", toyota, false, false],
    ["not certified", { ...toyota, certified: false }, true, false],
    ["sold", { ...toyota, status: "sold" }, true, false],
    ["Lexus", { ...toyota, make: "Lexus" }, true, false],
  ] as const)("%s → %s", (_n, c, certifiedToyota, shown) => {
    expect(showToyotaCertifiedBadge(c, site({ certifiedToyota }))).toBe(shown);
  });
});

describe("§2 Instant Message: chat available and enabled", () => {
  it("needs both", () => {
    expect(showInstantMessage(site({ chat: true }), true)).toBe(true);
    expect(showInstantMessage(site({ chat: true }), false)).toBe(false);
    expect(showInstantMessage(site({ chat: false }), true)).toBe(false);
  });
});

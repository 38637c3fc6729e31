import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { defaultSiteConfig } from "../schemas/site-config";
import { MASKED_SECRET } from "../sites/site-secrets";
import { StockFeedSettings } from "../stock-feed/feed-pull";
import { settingsAuditEntry, stockEditAuditEntry } from "./audit-entry";
import { applyStockEdit, StockEdit } from "./stock-edit";

const AT = new Date("2026-11-25T01:00:00Z");
const actor = { email: "sam@alpha.example", role: "manager" as const };

describe("audit entries hold who, what, before, after and when", () => {
  it("a price edit records only the price", () => {
    const car = Car.parse({ id: "c1", price: 30000, status: "in_stock", make: "Kia" });
    const edit = StockEdit.parse({ action: "price", price: "28990" });
    const entry = stockEditAuditEntry("alpha", actor, edit, car, applyStockEdit(car, edit, AT), AT);
    expect(entry).toEqual({
      site: "alpha",
      actor,
      action: "stock.price",
      target: "c1",
      before: { price: 30000 },
      after: { price: 28990 },
      at: AT,
    });
  });

  it("a sold mark records status, flags and sale date", () => {
    const car = Car.parse({ id: "c2", status: "in_stock" });
    const edit = StockEdit.parse({ action: "mark", status: "sold" });
    const entry = stockEditAuditEntry("alpha", actor, edit, car, applyStockEdit(car, edit, AT), AT);
    expect(entry.before).toEqual({
      status: "in_stock",
      sold: null,
      reserved: null,
      sold_date_timestamp: null,
    });
    expect(entry.after).toEqual({
      status: "sold",
      sold: true,
      reserved: false,
      sold_date_timestamp: AT.getTime() / 1000,
    });
  });

  it("a settings change records the changed settings; secrets never appear", () => {
    const before = { ...defaultSiteConfig("alpha", "Alpha"), leadWebhookSecret: "a".repeat(40) };
    const after = {
      ...before,
      phones: { ...before.phones, used: "07 3000 1111" },
      leadWebhookSecret: "b".repeat(40),
    };
    const entry = settingsAuditEntry({ ...actor, role: "owner" }, before, after, AT);
    expect(entry.target).toBe("settings");
    expect(entry.before).toEqual({ phones: before.phones, leadWebhookSecret: MASKED_SECRET });
    expect(entry.after).toEqual({ phones: after.phones, leadWebhookSecret: "(changed)" });
    expect(JSON.stringify(entry)).not.toContain("aaaa");
    expect(JSON.stringify(entry)).not.toContain("bbbb");
  });

  it("a feed address's credentials never appear, and a new credential alone is a change (issue 33)", () => {
    const feed = (url: string) => StockFeedSettings.parse({ url });
    const before = {
      ...defaultSiteConfig("alpha", "Alpha"),
      stockFeed: feed("https://dms:0ld-t0k3n@dms.example/stock.csv?key=0ld-k3y"),
    };
    const after = {
      ...before,
      stockFeed: feed("https://dms:n3w-t0k3n@dms.example/stock.csv?key=n3w-k3y"),
    };
    const entry = settingsAuditEntry({ ...actor, role: "owner" }, before, after, AT);
    expect(entry.before).toMatchObject({
      stockFeed: { url: "https://dms:•••@dms.example/stock.csv?key=•••" },
    });
    expect(entry.after).toMatchObject({
      stockFeed: { url: "https://dms:•••@dms.example/stock.csv?key=••• (credentials changed)" },
    });
    expect(JSON.stringify(entry)).not.toMatch(/t0k3n|k3y/);
  });
});

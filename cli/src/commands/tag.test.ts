import { defaultSiteConfig } from "@forecourt/core";
import { describe, expect, it } from "vitest";
import { runTag } from "./tag";

const site = defaultSiteConfig("default");
const now = new Date("2026-03-15T00:00:00Z");

describe("forecourt tag", () => {
  it.each([
    [{ id: 1, reserved: "true", status: "in_stock" }, "reserved", "Reserved"],
    [{ id: 1, status: "coming_soon" }, "coming-soon", "COMING SOON"],
    [
      { id: 1, status: "in_stock", created_at: "2026-03-10T00:00:00Z" },
      "new-arrival",
      "New Arrival",
    ],
    [{ id: 1, status: "in_stock", tag: "Runout Sale" }, "custom", "Runout Sale"],
    [{ id: 1, status: "in_stock", created_at: "2025-01-01" }, null, ""],
  ])("%j → %s", (car, tag, label) => {
    expect(runTag(car, site, now).data).toMatchObject({ tag, label });
  });

  it("electric only where the site enables it", () => {
    const electricSite = { ...site, features: { ...site.features, electricTag: true } };
    const car = { id: 1, simple_fuel: "Electric", reserved: true };
    expect(runTag(car, electricSite, now).data.tag).toBe("electric");
    expect(runTag(car, site, now).data.tag).toBe("reserved");
  });

  it("human text", () => {
    expect(runTag({ id: 1, reserved: true }, site, now).text).toBe("Reserved [reserved]");
    expect(runTag({ id: 1 }, site, now).text).toBe("(no tag)");
  });

  it.each([
    [{ reserved: true }, "car: id:"],
    [{ id: 1, price: "lots" }, "car: price:"],
    [[], "car:"],
  ])("bad car %j names the field", (raw, message) => {
    expect(() => runTag(raw, site, now)).toThrow(message);
  });
});

import { SiteConfig, SPIN_TO_WIN_CATEGORY } from "@forecourt/core";
import { beforeEach, describe, expect, it, vi } from "vitest";

const listByPhone = vi.fn();
vi.mock("@/lib/platform", () => ({
  getPlatform: async () => ({ leads: { listByPhone } }),
}));

const { spinEntryView } = await import("./spin-to-win");

const site = SiteConfig.parse({
  slug: "demo",
  name: "Demo",
  spinToWin: {
    prizes: [
      { label: "Fuel card", weight: 1 },
      { label: "Car wash", weight: 1 },
    ],
  },
});
const spin = (prize: string) => ({
  id: "lead-secret-1",
  payload: { category: SPIN_TO_WIN_CATEGORY, subcategory: prize },
});

describe("spinEntryView (§2 /spin-to-win)", () => {
  beforeEach(() => {
    listByPhone.mockReset();
  });

  it("shows the signed-in shopper's earlier prize and its segment, never the lead's id", async () => {
    listByPhone.mockResolvedValue([spin("Car wash")]);
    expect(await spinEntryView(site, "0412000111")).toEqual({ prize: "Car wash", index: 1 });
    expect(listByPhone).toHaveBeenCalledWith("demo", "0412000111");
  });

  it("keeps a prize the wheel no longer has, at index -1", async () => {
    listByPhone.mockResolvedValue([spin("Old prize")]);
    expect(await spinEntryView(site, "0412000111")).toEqual({ prize: "Old prize", index: -1 });
  });

  it("answers null for a phone that has not spun, and reads nothing when signed out", async () => {
    listByPhone.mockResolvedValue([]);
    expect(await spinEntryView(site, "0412000111")).toBeNull();
    listByPhone.mockReset();
    expect(await spinEntryView(site, null)).toBeNull();
    expect(listByPhone).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";

const siteForHost = vi.fn();
vi.mock("@/lib/platform", () => ({
  getPlatform: async () => ({ siteResolver: { siteForHost } }),
}));

const { frameAncestorsForHost } = await import("./frame-ancestors");

describe("frameAncestorsForHost", () => {
  beforeEach(() => {
    siteForHost.mockReset();
  });

  it("answers the host's site's frameAncestors", async () => {
    siteForHost.mockResolvedValue({ frameAncestors: ["https://crm.example.com"] });
    expect(await frameAncestorsForHost("alpha.localhost")).toEqual(["https://crm.example.com"]);
    expect(siteForHost).toHaveBeenCalledWith("alpha.localhost");
  });

  it("answers none for an unknown host", async () => {
    siteForHost.mockResolvedValue(null);
    expect(await frameAncestorsForHost("nobody.localhost")).toEqual([]);
  });

  it("answers none, the safest header, when the store cannot answer", async () => {
    siteForHost.mockRejectedValue(new Error("store down"));
    expect(await frameAncestorsForHost("alpha.localhost")).toEqual([]);
  });
});

import { Car, defaultSiteConfig, type PhotoRecord } from "@forecourt/core";
import { beforeEach, describe, expect, it, vi } from "vitest";

const search = vi.fn();
const record = vi.fn();
vi.mock("@/lib/platform", () => ({
  getPlatform: async () => ({ search: { search }, photos: { record } }),
}));

const { vehiclePageView } = await import("./vehicle-page");

const now = new Date("2026-12-01T00:00:00Z");
const photo = (n: number) => `https://photos.example.com/vehicle-page-test/${n}.jpg`;
const car = Car.parse({
  id: "c1",
  slug: "2022-toyota-corolla-c1",
  car_type: "used",
  year: 2022,
  make: "Toyota",
  model: "Corolla",
  status: "in_stock",
  images: [1, 2, 3].map((n) => ({ image: { url: photo(n) } })),
});
const failed = (url: string): PhotoRecord => ({
  state: "failed",
  key: url,
  source: url,
  reason: "photos.example.com: 404",
  attempts: 1,
  retryAt: "2026-12-01T00:10:00Z",
});

describe("vehiclePageView (§2 vehicle detail page)", () => {
  beforeEach(() => {
    search.mockReset();
    record.mockReset();
    search.mockResolvedValue({
      hits: [],
      count: 0,
      page: 1,
      pages: 0,
      facets: {},
      stats: {},
      ms: 0,
    });
  });

  it("leaves out a dealer photo not fetched yet and keeps the others in order (issue 33 §2)", async () => {
    record.mockImplementation(async (url: string) => (url === photo(2) ? failed(url) : null));
    const page = await vehiclePageView(defaultSiteConfig("vp-photos"), car, now);
    expect(page.view.images).toEqual([photo(1), photo(2), photo(3)]);
    expect(page.photos.map((p) => [p.src, p.priority])).toEqual([
      [photo(1), true],
      [photo(3), true],
    ]);
    expect(record.mock.calls.map(([url]) => url).sort()).toEqual([photo(1), photo(2), photo(3)]);
  });

  it("ends the breadcrumbs with the car's title, the current page", async () => {
    record.mockResolvedValue(null);
    const page = await vehiclePageView(defaultSiteConfig("vp-crumbs"), car, now);
    expect(page.breadcrumbs[0]?.label).toBe("Home");
    expect(page.breadcrumbs.at(-1)).toEqual({ label: "2022 Toyota Corolla", href: null });
  });
});

import { Car, defaultSiteConfig, type PhotoRecord, type StockQuery } from "@forecourt/core";
import { beforeEach, describe, expect, it, vi } from "vitest";

const search = vi.fn();
const record = vi.fn();
vi.mock("@/lib/platform", () => ({
  getPlatform: async () => ({ search: { search }, photos: { record } }),
}));

const { homeView } = await import("./home");

const site = defaultSiteConfig("demo");
const now = new Date("2026-12-01T00:00:00Z");
const photo = (id: string) => `https://photos.example.com/home-test/${id}.jpg`;
const car = (id: string, extra: Record<string, unknown> = {}) =>
  Car.parse({
    id,
    slug: `car-${id}`,
    year: 2022,
    make: "Toyota",
    model: "Corolla",
    status: "in_stock",
    primary_image_url: photo(id),
    ...extra,
  });
const failed = (url: string): PhotoRecord => ({
  state: "failed",
  key: url,
  source: url,
  reason: "photos.example.com: 404",
  attempts: 1,
  retryAt: "2026-12-01T00:10:00Z",
});

describe("homeView (issue 15 §2 featured cars)", () => {
  beforeEach(() => {
    search.mockReset();
    record.mockReset();
    record.mockResolvedValue(null);
  });

  it("shows core's featured cars as cards: the site's buyable stock, six at most, none sold", async () => {
    const hits = [
      car("sold", { sold: true }),
      ...["1", "2", "3", "4", "5", "6", "7"].map((id) => car(id)),
    ];
    search.mockResolvedValue({ hits, count: 8, page: 1, pages: 1, facets: {}, stats: {}, ms: 0 });
    const view = await homeView(site, now);
    expect(view.featured.map((card) => card.id)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(view.featured[0]?.title).toBe("2022 Toyota Corolla");
    const [query] = search.mock.calls[0] as [StockQuery];
    expect(query.site).toBe("demo");
    expect(query.state.refinementList.status).toEqual(["in_stock", "coming_soon"]);
  });

  it("asks the media store about the shown cards' photos only; one not fetched yet is 'Photos to follow'", async () => {
    const hits = [car("a"), car("b"), car("sold-b", { sold: true })];
    search.mockResolvedValue({ hits, count: 3, page: 1, pages: 1, facets: {}, stats: {}, ms: 0 });
    record.mockImplementation(async (url: string) => (url === photo("b") ? failed(url) : null));
    const view = await homeView(site, now);
    expect(record.mock.calls.map(([url]) => url).sort()).toEqual([photo("a"), photo("b")]);
    expect(view.featured.map((card) => [card.id, card.photosToFollow])).toEqual([
      ["a", false],
      ["b", true],
    ]);
  });

  it("shows no featured row when the site has nothing to feature", async () => {
    search.mockResolvedValue({
      hits: [],
      count: 0,
      page: 1,
      pages: 0,
      facets: {},
      stats: {},
      ms: 0,
    });
    expect(await homeView(site, now)).toEqual({ featured: [] });
    expect(record).not.toHaveBeenCalled();
  });
});

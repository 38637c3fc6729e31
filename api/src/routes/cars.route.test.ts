import { PDFDocument } from "pdf-lib";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { car, client, type Harness, harness, site } from "../test-support/harness";
import { NO_AUTOGAUGE_DATA } from "./cars.schema";

let h: Harness;
beforeAll(async () => {
  h = await harness();
  // No price and no year: the market-price double has nothing to compare.
  await h.store.stock.upsert("alpha", [
    car("alpha", 9, { price: null, year: null, slug: "alpha-bare" }),
  ]);
}, 120_000);
afterAll(() => h.close());

const alpha = () => client(h.app, "alpha.localhost");

describe("GET /api/cars/{slug}/view.json", () => {
  it("counts a view once per visitor and car a day, and returns views and car_fields", async () => {
    const first = (await (
      await alpha().get("/api/cars/alpha-car-4/view.json?photos_count=3")
    ).json()) as {
      views: number;
      car_fields: Record<string, unknown>;
    };
    const second = (await (
      await alpha().get("/api/cars/alpha-car-4/view.json?photos_count=3&website_id=7")
    ).json()) as {
      views: number;
    };
    // The same client (in-process: one unknown address) that day: counted once (issue 30 §9).
    expect(first.views).toBe(1);
    expect(second.views).toBe(first.views);
    expect(first.car_fields).toMatchObject({ status: "in_stock", price: 25_400, photos_count: 3 });
    expect(first.car_fields).not.toHaveProperty("images");
  });

  it("a HEAD (a crawler's link check) reads the count without adding a view", async () => {
    const head = () =>
      h.app.request("/api/cars/alpha-car-5/view.json", {
        method: "HEAD",
        headers: { host: "alpha.localhost" },
      });
    expect((await head()).status).toBe(200);
    expect((await head()).status).toBe(200);
    const counted = (await (await alpha().get("/api/cars/alpha-car-5/view.json")).json()) as {
      views: number;
    };
    expect(counted.views).toBe(1);
  });

  it("sends the images when the client's photos_count is stale", async () => {
    const res = (await (
      await alpha().get("/api/cars/alpha-car-4/view.json?photos_count=1")
    ).json()) as {
      car_fields: Record<string, unknown>;
    };
    expect(res.car_fields).toHaveProperty("images");
  });

  it("404s an unknown slug and another tenant's car; 400s a bad photos_count", async () => {
    expect((await alpha().get("/api/cars/nope/view.json")).status).toBe(404);
    expect((await alpha().get("/api/cars/bravo-car-1/view.json")).status).toBe(404);
    const bad = await alpha().get("/api/cars/alpha-car-1/view.json?photos_count=lots");
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors)).toEqual([
      "photos_count",
    ]);
  });
});

describe("autogauge, similar cars and finance disclaimer", () => {
  it("returns the §3 price-comparison fields", async () => {
    const res = await alpha().get("/api/cars/alpha-car-1/autogauge");
    expect(res.status).toBe(200);
    expect(Object.keys(await res.json()).sort()).toEqual(
      [
        "confidence",
        "description",
        "fill",
        "listing_price",
        "market_range_max",
        "market_range_min",
      ].sort(),
    );
  });

  it("answers 404 'No data returned' when there is no market data", async () => {
    const res = await alpha().get("/api/cars/alpha-bare/autogauge");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: NO_AUTOGAUGE_DATA });
  });

  it("lists up to 6 similar cars of the same tenant, never the car itself", async () => {
    const res = (await (await alpha().get("/api/cars/alpha-car-1/similar")).json()) as {
      cars: Array<{ id: string }>;
    };
    expect(res.cars.length).toBeGreaterThan(0);
    expect(res.cars.length).toBeLessThanOrEqual(6);
    expect(res.cars.map((c) => c.id)).not.toContain("alpha-1");
    expect(res.cars.every((c) => c.id.startsWith("alpha-"))).toBe(true);
  });

  it("returns the site lender's disclaimer, truncated to 197 characters for the short form", async () => {
    await h.store.sites.save(site("charlie", { finance: { provider: "angle" } }));
    await h.store.stock.upsert("charlie", [
      car("charlie", 1, { finance_lenders: { angle: { disclaimer: "x".repeat(250) } } }),
    ]);
    const charlie = client(h.app, "charlie.localhost");
    const body = (await (await charlie.get("/api/cars/charlie-1/finance-disclaimer")).json()) as {
      full: string;
      short: string;
      truncated: boolean;
    };
    expect(body.full).toHaveLength(250);
    expect(body.short).toBe(`${"x".repeat(197)}...`);
    expect(body.truncated).toBe(true);
    expect((await charlie.get("/api/cars/missing/finance-disclaimer")).status).toBe(404);
    // Another tenant's car id is unknown here.
    expect((await charlie.get("/api/cars/alpha-1/finance-disclaimer")).status).toBe(404);
  });
});

describe("GET /api/cars/{slug}/pdf", () => {
  it("is a real one-page PDF named after the slug, with the title and the dealer", async () => {
    const res = await alpha().get("/api/cars/alpha-car-2/pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="alpha-car-2.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("2022 Toyota Corolla 2");
  });

  it("embeds the photo when it can be fetched", async () => {
    // A 1×1 PNG.
    const png = Uint8Array.from(
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
    const fetched: string[] = [];
    const withFetch = createApp(h.deps, {
      logger: pino({ level: "silent" }),
      fetchImage: async (url) => {
        fetched.push(url);
        return png;
      },
    });
    await h.store.stock.upsert("alpha", [
      car("alpha", 1, { primary_image_url: "https://cdn.example/1.png" }),
    ]);
    const withPhoto = await client(withFetch, "alpha.localhost").get("/api/cars/alpha-car-1/pdf");
    const without = await alpha().get("/api/cars/alpha-car-3/pdf");
    expect(fetched).toEqual(["https://cdn.example/1.png"]);
    const latin1 = async (r: Response) => new TextDecoder("latin1").decode(await r.arrayBuffer());
    expect(await latin1(withPhoto)).toContain("/Subtype /Image");
    expect(await latin1(without)).not.toContain("/Subtype /Image");
  });
});

describe("GET /api/cars/limited-list (§7 limited-list lookup by search_filters)", () => {
  it("lists cars matching the '=' terms that can be bought, never a sold one or the car left out", async () => {
    const jaycos = [
      car("alpha", 71, { make: "Jayco", model: "Journey", slug: "alpha-jayco-1" }),
      car("alpha", 72, { make: "Jayco", model: "Journey", slug: "alpha-jayco-2" }),
      car("alpha", 73, { make: "Jayco", model: "Journey", slug: "alpha-jayco-3", sold: true }),
      car("alpha", 74, { make: "Jayco", model: "Conquest", slug: "alpha-jayco-4" }),
    ];
    await h.store.stock.upsert("alpha", jaycos);
    await h.deps.search.upsert("alpha", jaycos);
    const q = new URLSearchParams({
      search_filters: "make=Jayco AND model=Journey",
      except: "alpha-71",
    });
    const res = await alpha().get(`/api/cars/limited-list?${q}`);
    expect(res.status).toBe(200);
    const { cars } = (await res.json()) as { cars: Array<{ id: string }> };
    expect(cars.map((c) => c.id)).toEqual(["alpha-72"]);
  });

  it("NUL, a repeated or a missing search_filters, and NUL in except are a 400 naming the field", async () => {
    const cases: Array<[string, string, string]> = [
      [
        "search_filters=make%3DJayco%00",
        "search_filters",
        "Text cannot contain control characters.",
      ],
      [
        "search_filters=make%3Da&search_filters=make%3Db",
        "search_filters",
        "search_filters must be given once, as field=value terms joined by AND.",
      ],
      [
        "search_filters[]=make%3Da",
        "search_filters",
        "Please give search_filters as field=value terms joined by AND.",
      ],
      [
        `search_filters=make%3D${"a".repeat(1_048_576)}`,
        "search_filters",
        "search_filters is too long.",
      ],
      ["search_filters=make%3Da&except=x%00", "except", "Text cannot contain control characters."],
    ];
    for (const [query, field, message] of cases) {
      const res = await alpha().get(`/api/cars/limited-list?${query}`);
      expect(res.status, query.slice(0, 60)).toBe(400);
      expect(await res.json(), query.slice(0, 60)).toMatchObject({ errors: { [field]: message } });
    }
  });

  it("the hosted search's ':' form is refused, naming search_filters", async () => {
    const res = await alpha().get("/api/cars/limited-list?search_filters=make%3AJayco");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: { search_filters: "search_filters term 'make:Jayco' needs field=value." },
    });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { SiteConfig } from "../schemas/site-config";
import { toDelimited } from "./delimited";
import { type FeedContext, feedMarket } from "./feed-vehicles";
import { GOOGLE_VEHICLE_COLUMNS, googleVehicleListings } from "./google-vehicle-listings";
import { META_BODY_STYLES, META_VEHICLE_COLUMNS, metaVehicles } from "./meta-vehicles";
import { vehicleFeed } from "./vehicle-feed";

const NOW = new Date("2026-11-25T00:00:00Z");
const site = SiteConfig.parse({
  slug: "demo",
  name: "Demo Motors",
  locations: [
    {
      id: 7,
      name: "Demo Motors Brisbane",
      slug: "brisbane",
      primary: true,
      address: {
        street: "1 Main St",
        city: "Brisbane",
        state: "QLD",
        postcode: "4000",
        lat: -27.4,
        long: 153,
      },
      contact_detail: { phone: "07 3000 0000" },
    },
  ],
});
const ctx: FeedContext = {
  site,
  baseUrl: "https://demo.example",
  currency: "AUD",
  country: "AU",
  now: NOW,
};

const car = (over: Record<string, unknown>) =>
  Car.parse({
    id: 1,
    slug: "2024-toyota-hilux-1",
    status: "in_stock",
    car_type: "used",
    item_type: "car",
    make: "Toyota",
    model: "HiLux",
    badge: "SR5",
    year: 2024,
    km: 12_345.4,
    colour: "White",
    simple_body: "Ute",
    price: 45_990,
    vin: "MR0FZ29G801234567",
    stocknum: "S123",
    location_id: "7",
    created_at: "2026-11-01T03:00:00Z",
    images: [{ image: { url: "/images/a.jpg" } }, { image: { url: "/images/b.jpg" } }],
    ...over,
  });

describe("Google vehicle listings feed", () => {
  it("writes every required attribute in Google's formats", () => {
    const [row] = googleVehicleListings([car({})], ctx);
    expect(row).toMatchObject({
      vin: "MR0FZ29G801234567",
      id: "S123",
      store_code: "7",
      dealership_name: "Demo Motors Brisbane",
      dealership_address: "1 Main St, Brisbane QLD 4000, AU",
      price: "45990.00 AUD",
      condition: "used",
      brand: "Toyota",
      model: "HiLux",
      year: "2024",
      trim: "SR5",
      mileage: "12345 km",
      image_link: "https://demo.example/images/a.jpg",
      additional_image_link: "https://demo.example/images/b.jpg",
      link: "https://demo.example/cars/2024-toyota-hilux-1",
      vehicle_fulfillment: "in_store:7",
      date_in_stock: "2026-11-01",
    });
  });

  it("leaves out what Google does not take or a shopper cannot buy", () => {
    const cars = [
      car({ id: 2, vin: "WVW00000000000002", item_type: "caravan" }),
      car({ id: 3, vin: "WVW00000000000003", item_type: "motorcycle" }),
      car({ id: 4, vin: "WVW00000000000004", status: "sold" }),
      car({ id: 5, vin: "WVW00000000000005", reserved: true }),
      car({ id: 6, vin: "WVW00000000000006", price: 0 }),
      car({ id: 7, vin: null }),
      car({ id: 8, vin: "WVW00000000000008", show_on_dealer_website: false }),
      car({ id: 9, vin: "WVW00000000000009" }),
    ];
    expect(googleVehicleListings(cars, ctx).map((r) => r.vin)).toEqual(["WVW00000000000009"]);
  });

  it("leaves out a car missing an attribute Google requires, or with an invalid VIN", () => {
    const cars = [
      car({ id: 2, vin: "WVW00000000000002", km: null }),
      car({ id: 3, vin: "WVW00000000000003", make: null }),
      car({ id: 4, vin: "WVW00000000000004", year: null }),
      car({ id: 5, vin: "JTMHV05J804OQ1234" }),
      car({ id: 6, vin: "CHASSIS1234" }),
      car({ id: 7, vin: "WVW00000000000007", km: null, car_type: "new" }),
      car({ id: 8, vin: "WVW00000000000008" }),
    ];
    const rows = googleVehicleListings(cars, ctx);
    expect(rows.map((r) => r.vin)).toEqual(["WVW00000000000007", "WVW00000000000008"]);
    expect(rows[1]).toMatchObject({ make: "Toyota", brand: "Toyota" });
    expect(rows[1]).toMatchObject({ exterior_color: "White", color: "White" });
  });

  it("lists each VIN once, whatever the stock (property)", () => {
    const vins = fc.constantFrom("AAA11111111111111", "BBB22222222222222", "aaa11111111111111");
    fc.assert(
      fc.property(
        fc.array(fc.record({ vin: vins, price: fc.integer({ min: 0, max: 200_000 }) })),
        (specs) => {
          const rows = googleVehicleListings(
            specs.map((s, i) => car({ id: i + 1, slug: `c-${i}`, ...s })),
            ctx,
          );
          expect(new Set(rows.map((r) => r.vin)).size).toBe(rows.length);
          for (const r of rows) expect(r.price).toMatch(/^\d+\.\d{2} AUD$/);
        },
      ),
    );
  });
});

describe("Meta automotive catalog feed", () => {
  it("maps the car to Meta's enums and flattened address", () => {
    const [row] = metaVehicles([car({ item_type: "caravan", simple_body: "Caravan" })], ctx);
    expect(row).toMatchObject({
      vehicle_id: "S123",
      body_style: "OTHER",
      vehicle_type: "RV_CAMPER",
      state_of_vehicle: "USED",
      "mileage.value": "12345",
      "mileage.unit": "KM",
      price: "45990.00 AUD",
      "address.region": "QLD",
      "address.country": "AU",
      latitude: "-27.4",
    });
    expect(JSON.parse(row?.image ?? "[]")[0]).toEqual({
      url: "https://demo.example/images/a.jpg",
      tag: ["Exterior"],
    });
    const complete = metaVehicles(
      [
        car({ id: 2, vin: "WVW00000000000002", km: null }),
        car({ id: 3, vin: "WVW00000000000003", colour: null }),
        car({ id: 4, vin: "WVW00000000000004", km: null, car_type: "new" }),
      ],
      ctx,
    );
    // A used car's unknown odometer is not 0 km, and Meta requires a colour.
    expect(complete.map((r) => [r.vin, r["mileage.value"]])).toEqual([["WVW00000000000004", "0"]]);
    const [ute] = metaVehicles([car({})], ctx);
    expect(ute?.body_style).toBe("TRUCK");
    expect(META_BODY_STYLES).toContain(ute?.body_style);
  });
});

describe("delimited feed files", () => {
  it("TSV never splits a row; CSV quotes commas, quotes and line breaks (RFC 4180)", () => {
    const rows = [{ a: "x\ty\nz", b: 'say "hi", ok' }];
    expect(toDelimited(["a", "b"], rows, "\t")).toBe('a\tb\nx y z\tsay "hi", ok\n');
    expect(toDelimited(["a", "b"], rows, ",")).toBe('a,b\n"x\ty\nz","say ""hi"", ok"\n');
  });

  it("heads each feed with its partner's columns", () => {
    expect(vehicleFeed("google", [], ctx)).toBe(`${GOOGLE_VEHICLE_COLUMNS.join("\t")}\n`);
    expect(vehicleFeed("meta", [], ctx)).toBe(`${META_VEHICLE_COLUMNS.join(",")}\n`);
  });
});

describe("the site's market", () => {
  it("an NZ site's feeds state NZ and NZD", () => {
    const nz = SiteConfig.parse({ slug: "nz", name: "NZ Motors", country: "NZ" });
    expect(feedMarket(nz)).toEqual({ country: "NZ", currency: "NZD" });
    expect(feedMarket(site)).toEqual({ country: "AU", currency: "AUD" });
  });
});

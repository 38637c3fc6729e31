import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { SiteConfig } from "../schemas/site-config";
import { feedNoticeProblems } from "./feed-notice-problems";
import { type FeedContext, feedMarket, feedVehicles } from "./feed-vehicles";
import { googleVehicleListings } from "./google-vehicle-listings";

const NOW = new Date("2026-11-25T00:00:00Z");
const site = SiteConfig.parse({
  slug: "harbour",
  name: "Harbour City Motors",
  country: "NZ",
  dealer: { address: "512 Great South Road, Penrose", trader_registration_number: "M123456" },
  locations: [
    {
      id: "penrose",
      name: "Harbour City Motors Penrose",
      slug: "penrose",
      primary: true,
      address: {
        street: "512 Great South Road",
        city: "Penrose",
        state: "Auckland",
        postcode: "1061",
      },
    },
  ],
});
const ctx: FeedContext = {
  site,
  baseUrl: "https://harbour.example",
  now: NOW,
  ...feedMarket(site),
};

const complete = {
  status: "in_stock",
  car_type: "used",
  item_type: "car",
  make: "Toyota",
  model: "Aqua",
  year: 2018,
  km: 61_000,
  odometer_accurate: true,
  price: 15_990,
  regplate: "NBK123",
  rego_expiry: "2027-03-15",
  security_interest: false,
  import_status: "imported",
  first_registered_nz: 2019,
  first_registered_overseas: 2018,
  last_registered_country: "Japan",
  imported_damaged: false,
  reregistered: false,
  written_off: false,
  fitness_certificate: "wof",
  fitness_expiry: "2027-05-01",
  road_user_charges: false,
  created_at: "2026-11-01T03:00:00Z",
  location_id: "penrose",
  images: [{ image: { url: "/images/a.jpg" } }],
};
const cars = [
  Car.parse({ ...complete, id: "a", vin: "JTDKB3FU803000001", stocknum: "U1" }),
  Car.parse({
    ...complete,
    id: "b",
    vin: "JTDKB3FU803000002",
    stocknum: "U2",
    security_interest: null,
  }),
  Car.parse({
    ...complete,
    id: "c",
    vin: "JTDKB3FU803000003",
    car_type: "new",
    security_interest: null,
  }),
];

describe("partner feeds and the Consumer Information Notice (issue 36 §1)", () => {
  it("leave out a NZ used car whose notice is incomplete, and keep new cars and complete ones", () => {
    expect(googleVehicleListings(cars, ctx).map((row) => row.vin)).toEqual([
      "JTDKB3FU803000001",
      "JTDKB3FU803000003",
    ]);
    expect(feedVehicles(cars, ctx, () => true).map((v) => v.car.id)).toEqual(["a", "c"]);
  });

  it("flag each car left out for its notice, naming the missing items", () => {
    expect(feedNoticeProblems(cars, site, NOW)).toEqual([
      {
        carId: "b",
        stocknum: "U2",
        problem: "Consumer Information Notice incomplete: Security interest",
      },
    ]);
  });

  it("flag nothing on an Australian site", () => {
    expect(feedNoticeProblems(cars, { ...site, country: "AU" }, NOW)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { SiteConfig } from "../schemas/site-config";
import { autoDealerJsonLd, openingHoursSpecification } from "./dealer";
import { offerAvailability, vehicleJsonLd, vehicleSchemaType } from "./vehicle";
import { homeJsonLd, jsonLdScriptText } from "./website";

/** A site's own hours are 24-hour HH:mm (SiteConfig); a stock feed's location may write others. */
const weekWith = (open: string, close: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    weekday === 0 ? { weekday, status: "Closed" } : { weekday, status: "Open", open, close },
  );
const week = weekWith("08:30", "17:00");
const location = (id: number, slug: string) => ({
  id,
  name: `Demo ${slug}`,
  slug,
  address: {
    street: "1 Main St",
    city: "Brisbane",
    state: "QLD",
    postcode: "4000",
    lat: -27.4,
    long: 153,
  },
  contact_detail: { phone: "07 3000 0000", opening_hours: week },
  special_hours: [{ date: "25/12/2026", status: "Closed" }],
  reviews: { average_rating: 4.64, count: 120 },
});
const site = SiteConfig.parse({
  slug: "demo",
  name: "Demo Group",
  locations: [location(1, "north"), location(2, "south")],
});
const base = "https://demo.example";

describe("AutoDealer for a location", () => {
  const dealer = autoDealerJsonLd(site.locations[0] as never, site, base, "AU");

  it("has Google's local business properties: name, address, geo, phone, hours, rating", () => {
    // The builders are typed with schema-dts, so tsc checks them against schema.org.
    expect(dealer).toMatchObject({
      "@type": "AutoDealer",
      "@id": `${base}/locations/north#dealer`,
      name: "Demo north",
      telephone: "07 3000 0000",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Brisbane",
        postalCode: "4000",
        addressCountry: "AU",
      },
      geo: { "@type": "GeoCoordinates", latitude: -27.4, longitude: 153 },
      aggregateRating: { ratingValue: "4.6", reviewCount: 120 },
    });
  });

  it("states weekly hours in 24-hour time and each special day, closed as 00:00–00:00", () => {
    const hours = openingHoursSpecification(site.locations[0] as never);
    expect(hours).toHaveLength(7);
    expect(hours[0]).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "Monday",
      opens: "08:30",
      closes: "17:00",
    });
    expect(hours.at(-1)).toEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-12-25",
      validThrough: "2026-12-25",
      opens: "00:00",
      closes: "00:00",
    });
  });

  it("reads a feed location's 12-hour and unpadded times as 24-hour hh:mm", () => {
    const fromFeed = {
      ...site.locations[0],
      contact_detail: { phone: "07 3000 0000", opening_hours: weekWith("8:30", "5:00 pm") },
    };
    expect(openingHoursSpecification(fromFeed as never)[0]).toMatchObject({
      opens: "08:30",
      closes: "17:00",
    });
  });

  it("claims no rating the page would not show (§9 minimum)", () => {
    const low = { ...site.locations[0], reviews: { average_rating: 3.9, count: 10 } };
    expect(autoDealerJsonLd(low as never, site, base, "AU").aggregateRating).toBeUndefined();
  });
});

describe("home page graph", () => {
  it("a group is an Organization with each dealership a subOrganization, and a SearchAction", () => {
    const [website, org] = homeJsonLd(site, base, "AU")["@graph"] as unknown as Array<
      Record<string, unknown>
    >;
    expect(website).toMatchObject({
      "@type": "WebSite",
      potentialAction: {
        target: { urlTemplate: `${base}/search/new-used-and-demo-cars?query={search_term_string}` },
      },
    });
    expect(org?.["@type"]).toBe("Organization");
    expect(org?.subOrganization).toHaveLength(2);
  });

  it("a single-location site is that AutoDealer", () => {
    const one = SiteConfig.parse({ slug: "one", name: "One", locations: [location(1, "only")] });
    const [, dealer] = homeJsonLd(one, base, "AU")["@graph"] as unknown as Array<
      Record<string, unknown>
    >;
    expect(dealer?.["@type"]).toBe("AutoDealer");
  });
});

describe("vehicle item", () => {
  const car = (over: Record<string, unknown>) =>
    Car.parse({
      id: 1,
      slug: "c",
      status: "in_stock",
      car_type: "used",
      price: 20_000,
      location_id: "2",
      ...over,
    });
  const item = (over: Record<string, unknown>) =>
    vehicleJsonLd({
      car: car(over),
      location: site.locations[1] ?? null,
      siteName: site.name,
      url: `${base}/cars/c`,
      baseUrl: base,
      currency: "NZD",
      name: "2020 Demo",
    });

  it("is typed by item type", () => {
    expect(vehicleSchemaType({ item_type: "car" })).toBe("Car");
    expect(vehicleSchemaType({ item_type: null })).toBe("Car");
    expect(vehicleSchemaType({ item_type: "motorcycle" })).toBe("Motorcycle");
    expect(vehicleSchemaType({ item_type: "truck" })).toBe("Vehicle");
    expect(vehicleSchemaType({ item_type: "caravan" })).toBe("Vehicle");
  });

  it("offers only a priced car, in the site's currency, sold by its location", () => {
    expect(item({})).toMatchObject({
      "@type": "Car",
      offers: {
        price: 20_000,
        priceCurrency: "NZD",
        seller: { "@type": "AutoDealer", "@id": `${base}/locations/south#dealer` },
      },
    });
    expect(item({ price: 0 }).offers).toBeUndefined();
    expect(item({ item_type: "caravan" })["@type"]).toBe("Vehicle");
  });

  it("availability follows the car's state", () => {
    expect(offerAvailability({ status: "in_stock" })).toBe("https://schema.org/InStock");
    expect(offerAvailability({ status: "coming_soon" })).toBe("https://schema.org/PreOrder");
    expect(offerAvailability({ status: "in_stock", reserved: true })).toBe(
      "https://schema.org/Reserved",
    );
    expect(offerAvailability({ status: "sold" })).toBe("https://schema.org/SoldOut");
    expect(offerAvailability({ status: "in_stock", sold: true })).toBe(
      "https://schema.org/SoldOut",
    );
  });
});

it("a JSON-LD script's text cannot close its tag", () => {
  expect(jsonLdScriptText({ a: "</script><b>" })).toBe('{"a":"\\u003c/script>\\u003cb>"}');
});

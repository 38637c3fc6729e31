import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FeedProfile, feedProfileJsonSchema, parseFeedProfile } from "./feed-profile";
import { parseCsvFeed } from "./parse-csv-feed";

const profile = (over: Partial<Record<string, unknown>> = {}): FeedProfile => {
  const parsed = parseFeedProfile({
    name: "test",
    key: "Stock No",
    fields: {
      stocknum: "Stock No",
      make: "Make",
      year: "Year",
      km: "Odometer",
      price: { column: "Price" },
      simple_transmission: { column: "Gearbox", values: { Auto: "Automatic", Man: "Manual" } },
      images: { column: "Photos", separator: "|" },
      rego_expiry: { column: "Rego Expiry", date: "dd/MM/yyyy" },
    },
    constants: { car_type: "used", status: "in_stock" },
    ...over,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.profile;
};

const HEADER = "Stock No,Make,Year,Odometer,Price,Gearbox,Photos,Rego Expiry";

function parsed(text: string, p: FeedProfile = profile()) {
  const result = parseCsvFeed(text, p);
  if (!result.ok) throw new Error(result.error);
  return result.feed;
}

describe("parseCsvFeed", () => {
  it("maps columns to car fields: value maps, money, photos, dates and constants", () => {
    const feed = parsed(
      `${HEADER}\nU1,Toyota,2019,"48,210","$21,990.50",auto,https://p.example/1.jpg | https://p.example/2.jpg,15/08/2027\n`,
    );
    expect(feed.rejected).toEqual([]);
    expect(feed.cars).toHaveLength(1);
    expect(feed.cars[0]).toMatchObject({
      id: "U1",
      stocknum: "U1",
      make: "Toyota",
      year: 2019,
      km: 48210,
      price: 21990.5,
      simple_transmission: "Automatic",
      images: [
        { image: { url: "https://p.example/1.jpg" } },
        { image: { url: "https://p.example/2.jpg" } },
      ],
      rego_expiry: "2027-08-15",
      car_type: "used",
      status: "in_stock",
    });
  });

  it("reads money in cents exactly", () => {
    const cents = profile({
      fields: { price: { column: "Price", money: "cents" } },
    });
    const feed = parsed("Stock No,Price\nU1,2199050\nU2,1\n", cents);
    expect(feed.cars.map((c) => c.price)).toEqual([21990.5, 0.01]);
    expect(parsed("Stock No,Price\nU3,1.5\n", cents).rejected).toEqual([
      {
        line: 2,
        id: "U3",
        field: "price",
        column: "Price",
        reason: '"1.5" is not a whole number of cents',
      },
    ]);
  });

  it("reads a TSV with a header written in another case", () => {
    const tsv = profile({ delimiter: "\t", fields: { stocknum: "Stock No", make: "Make" } });
    const feed = parsed("stock no\tMAKE\nU1\tKia\n", tsv);
    expect(feed.cars[0]).toMatchObject({ id: "U1", make: "Kia" });
  });

  it("rejects each bad row with its line, column, field and reason, keeping the good ones", () => {
    const feed = parsed(
      [
        HEADER,
        'U1,Toyota,2019,1000,"$1,000",Auto,,15/08/2027',
        'U2,Mazda,2020,lots,"$2,000",Auto,,',
        "U3,Kia,2021,3000,POA,Auto,,",
        "U4,Ford,2022,4000,4000,Auto,,31/02/2027",
        "U1,Holden,2018,5000,5000,Auto,,",
        ",Nissan,2018,5000,5000,Auto,,",
        "U7,Subaru",
        '"U8",Audi,2023,"8000',
        '",8000,Auto,,',
      ].join("\n"),
    );
    expect(feed.cars.map((c) => c.id)).toEqual(["U1", "U8"]);
    expect(feed.rejected).toEqual([
      { line: 3, id: "U2", field: "km", column: "Odometer", reason: "is not a number" },
      {
        line: 4,
        id: "U3",
        field: "price",
        column: "Price",
        reason: '"POA" is not an amount of money',
      },
      {
        line: 5,
        id: "U4",
        field: "rego_expiry",
        column: "Rego Expiry",
        reason: '"31/02/2027" is not a date written dd/MM/yyyy',
      },
      {
        line: 6,
        id: "U1",
        field: "id",
        column: "Stock No",
        reason: "duplicate of the car on line 2",
      },
      {
        line: 7,
        id: null,
        field: "id",
        column: "Stock No",
        reason: "is required: the key column is empty",
      },
      { line: 8, id: "U7", field: "row", reason: "has 2 cells; the header has 8" },
    ]);
    expect(feed.rows).toBe(8);
  });

  it("fails as a whole when the header lacks a column the profile names, or the CSV is unreadable", () => {
    expect(parseCsvFeed("Stock No,Make\nU1,Kia\n", profile())).toEqual({
      ok: false,
      error: 'line 1: the header has no column "Year" (the profile\'s fields.year)',
    });
    expect(parseCsvFeed("Make\nKia\n", profile({ fields: {} }))).toEqual({
      ok: false,
      error: 'line 1: the header has no column "Stock No" (the profile\'s key)',
    });
    const unclosed = parseCsvFeed('Stock No\nU1\n"U2\n', profile({ fields: {} }));
    expect(unclosed.ok).toBe(false);
    expect(!unclosed.ok && unclosed.error).toMatch(
      /not readable as CSV \(a quoted cell is never closed\)/,
    );
  });

  it("an empty file is an empty feed", () => {
    expect(parsed("")).toEqual({ format: "csv", rows: 0, cars: [], rejected: [] });
  });

  it("every row is either a car or a rejection, and a car's price is the cents column over 100", () => {
    const cents = profile({ fields: { price: { column: "Price", money: "cents" } } });
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.nat({ max: 10_000_000 }).map(String), fc.constantFrom("", "x", "1.5")),
          {
            maxLength: 30,
          },
        ),
        (prices) => {
          const text = ["Stock No,Price", ...prices.map((p, i) => `S${i},${p}`)].join("\n");
          const feed = parsed(text, cents);
          expect(feed.cars.length + feed.rejected.length).toBe(prices.length);
          for (const car of feed.cars) {
            const written = prices[Number(car.id.slice(1))] ?? "";
            if (written !== "") expect(car.price).toBe(Number(written) / 100);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("parseFeedProfile", () => {
  it.each([
    [{ key: "S", fields: {} }, "name: "],
    [{ name: "x", fields: {} }, "key: "],
    [
      { name: "x", key: "S", fields: { colour: { column: "C", money: "cents" } } },
      "fields.colour.money: colour is not a money field",
    ],
    [
      { name: "x", key: "S", fields: { make: { column: "M", separator: "|" } } },
      "fields.make.separator: make holds one value",
    ],
    [
      { name: "x", key: "S", fields: { make: { column: "M", date: "dd/MM/yyyy" } } },
      "fields.make.date: make is not a date field",
    ],
    [{ name: "x", key: "S", fields: { wheels: "W" } }, "fields.wheels: is not a car field"],
    [{ name: "x", key: "S", fields: {}, seperator: "," }, "seperator: is not a profile setting"],
    [{ name: "x", key: "S", fields: {}, delimiter: "#" }, "delimiter: "],
    [
      { name: "x", key: "S", fields: { price: { column: "P", money: "euros" } } },
      "fields.price.money: ",
    ],
    [
      { name: "x", key: "S", fields: { price: { column: "P", unit: "cents" } } },
      "fields.price.unit: is not a profile setting",
    ],
  ])("%j is refused naming %s", (value, start) => {
    const result = parseFeedProfile(value);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.startsWith(start)).toBe(true);
  });

  it("has a JSON Schema naming every option", () => {
    const schema = JSON.stringify(feedProfileJsonSchema());
    for (const word of [
      "delimiter",
      "key",
      "fields",
      "constants",
      "separator",
      "money",
      "dd/MM/yyyy",
    ])
      expect(schema).toContain(word);
  });
});

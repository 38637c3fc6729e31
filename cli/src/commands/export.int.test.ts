import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  consumerInformationNotice,
  type FeedFormat,
  feedMarket,
  GOOGLE_VEHICLE_COLUMNS,
  META_BODY_STYLES,
  META_VEHICLE_COLUMNS,
  vehicleFeed,
} from "@forecourt/core";
import { DEMO_NOW, demoSites, demoStock, harbourCityMotors } from "@forecourt/fixtures";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Reads a feed back: TSV split on tabs; CSV by RFC 4180 (quoted cells may hold commas). */
function parseFeed(text: string, format: FeedFormat): Array<Record<string, string>> {
  const lines = text.trimEnd().split("\n");
  const split =
    format === "google"
      ? (line: string) => line.split("\t")
      : (line: string) =>
          [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
            (m[1] ?? "").startsWith('"')
              ? (m[1] ?? "").slice(1, -1).replace(/""/g, '"')
              : (m[1] ?? ""),
          );
  const header = split(lines[0] ?? "");
  return lines.slice(1).map((line) => {
    const cells = split(line);
    expect(cells).toHaveLength(header.length);
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""]));
  });
}

const GOOGLE_REQUIRED = [
  "vin",
  "store_code",
  "dealership_name",
  "dealership_address",
  "price",
  "condition",
  "make",
  "brand",
  "model",
  "year",
  "link",
];
const META_REQUIRED = [
  "vehicle_id",
  "vin",
  "title",
  "description",
  "url",
  "make",
  "model",
  "year",
  "mileage.value",
  "mileage.unit",
  "image",
  "body_style",
  "exterior_color",
  "price",
  "state_of_vehicle",
  "address.city",
  "address.country",
];

describe("partner vehicle feeds of every demo tenant", () => {
  const stock = demoStock(DEMO_NOW);
  for (const site of demoSites) {
    const cars = stock.filter((row) => row.site === site.slug).map((row) => row.car);
    const ctx = {
      site,
      baseUrl: `https://${site.slug}.example`,
      now: DEMO_NOW,
      ...feedMarket(site),
    };

    it(`${site.slug}: Google rows carry Google's required attributes, formatted, each VIN once`, () => {
      const text = vehicleFeed("google", cars, ctx);
      expect(text.split("\n")[0]).toBe(GOOGLE_VEHICLE_COLUMNS.join("\t"));
      const rows = parseFeed(text, "google");
      const passenger = cars.some((c) => !c.item_type || c.item_type === "car");
      if (passenger) expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.vin)).size).toBe(rows.length);
      for (const row of rows) {
        for (const field of GOOGLE_REQUIRED) expect(row[field], `${row.vin} ${field}`).not.toBe("");
        expect(row.price).toMatch(new RegExp(`^\\d+\\.\\d{2} ${ctx.currency}$`));
        expect(["new", "used"]).toContain(row.condition);
        expect(row.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
        expect(row.year).toMatch(/^\d{4}$/);
        if (row.condition === "used") expect(row.mileage).toMatch(/^\d+ km$/);
        expect(row.link?.startsWith(ctx.baseUrl)).toBe(true);
      }
    });

    it(`${site.slug}: Meta rows carry Meta's required fields and enums, each VIN once`, () => {
      const text = vehicleFeed("meta", cars, ctx);
      expect(text.split("\n")[0]).toBe(META_VEHICLE_COLUMNS.join(","));
      const rows = parseFeed(text, "meta");
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.vin)).size).toBe(rows.length);
      for (const row of rows) {
        for (const field of META_REQUIRED) expect(row[field], `${row.vin} ${field}`).not.toBe("");
        expect(META_BODY_STYLES).toContain(row.body_style);
        expect(["NEW", "USED", "CPO"]).toContain(row.state_of_vehicle);
        if (row.state_of_vehicle !== "NEW") expect(row["mileage.value"]).toMatch(/^\d+$/);
        expect(JSON.parse(row.image ?? "").length).toBeGreaterThan(0);
      }
    });
  }
});

describe("npx forecourt export feed (spawned)", () => {
  it("writes the same Google feed the site serves, from the demo fixtures", async () => {
    const { stdout } = await run(
      "npx",
      [
        "forecourt",
        "export",
        "feed",
        "--site",
        "brisbane-motor-group",
        "--format",
        "google",
        "--demo",
        "--now",
        DEMO_NOW.toISOString(),
        "--base-url",
        "https://bmg.example/",
      ],
      { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
    );
    const rows = parseFeed(stdout, "google");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.link).toMatch(/^https:\/\/bmg\.example\/cars\//);
  });

  it("leaves out and names a NZ used car whose Consumer Information Notice is incomplete (issue 36 §1)", async () => {
    const incomplete = demoStock(DEMO_NOW)
      .filter((row) => row.site === "harbour-city-motors")
      .map((row) => row.car)
      .filter((car) => {
        const notice = consumerInformationNotice(harbourCityMotors, car, DEMO_NOW);
        return notice.required && notice.missing.length > 0;
      });
    expect(incomplete).toHaveLength(1);
    const [car] = incomplete;
    const { stdout, stderr } = await run(
      "npx",
      [
        "forecourt",
        "export",
        "feed",
        "--site",
        "harbour-city-motors",
        "--format",
        "google",
        "--demo",
        "--now",
        DEMO_NOW.toISOString(),
      ],
      { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
    );
    expect(stderr).toContain(
      `warning: car ${car?.id} (stock ${car?.stocknum}) left out of the feed: Consumer Information Notice incomplete: Security interest, Odometer reading`,
    );
    const rows = parseFeed(stdout, "google");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.vin)).not.toContain(car?.vin);
  });

  it("rejects an unknown format in one line naming the flag", async () => {
    const failure = await run(
      "npx",
      [
        "forecourt",
        "export",
        "feed",
        "--site",
        "brisbane-motor-group",
        "--format",
        "ebay",
        "--demo",
      ],
      { cwd: repoRoot },
    ).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure?.code).not.toBe(0);
    expect(failure?.stderr.trim().split("\n")).toHaveLength(1);
    expect(failure?.stderr).toMatch(/format: must be one of google, meta/);
  });
});

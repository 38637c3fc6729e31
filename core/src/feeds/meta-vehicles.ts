import type { Car } from "../schemas/car";
import { preferSimple } from "../stock/simple-or-detailed";
import { type FeedContext, feedVehicles } from "./feed-vehicles";
import { feedPrice, isoDate } from "./google-vehicle-listings";

/**
 * Meta's automotive inventory catalog (developers.facebook.com/docs/marketing-api/auto-ads/reference),
 * CSV with flattened JSON-path headers for nested fields and the image list JSON-encoded.
 */
export const META_VEHICLE_COLUMNS = [
  "vehicle_id",
  "vin",
  "title",
  "description",
  "url",
  "make",
  "model",
  "year",
  "trim",
  "mileage.value",
  "mileage.unit",
  "image",
  "body_style",
  "transmission",
  "fuel_type",
  "drivetrain",
  "exterior_color",
  "price",
  "state_of_vehicle",
  "availability",
  "vehicle_type",
  "date_first_on_lot",
  "dealer_id",
  "dealer_name",
  "dealer_phone",
  "address.addr1",
  "address.city",
  "address.region",
  "address.postal_code",
  "address.country",
  "latitude",
  "longitude",
] as const;
export type MetaVehicleColumn = (typeof META_VEHICLE_COLUMNS)[number];

/** The fields Meta requires of every vehicle: a car without one is left out. */
export const META_REQUIRED_COLUMNS = [
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
] as const satisfies readonly MetaVehicleColumn[];

/** Whether a row has every field Meta requires (a used car's mileage must be known, never 0 by default). */
export function isCompleteMetaRow(row: Record<MetaVehicleColumn, string>): boolean {
  return META_REQUIRED_COLUMNS.every((column) => row[column] !== "");
}

/** Meta's body_style enum. */
export const META_BODY_STYLES = [
  "CONVERTIBLE",
  "COUPE",
  "HATCHBACK",
  "MINIVAN",
  "TRUCK",
  "SUV",
  "SEDAN",
  "VAN",
  "WAGON",
  "CROSSOVER",
  "OTHER",
] as const;

const BODY: Record<string, (typeof META_BODY_STYLES)[number]> = {
  suv: "SUV",
  ute: "TRUCK",
  "cab chassis": "TRUCK",
  hatch: "HATCHBACK",
  hatchback: "HATCHBACK",
  sedan: "SEDAN",
  wagon: "WAGON",
  van: "VAN",
  coupe: "COUPE",
  convertible: "CONVERTIBLE",
  "people mover": "MINIVAN",
};

/** Meta's vehicle_type enum, from the car's item type (cars and utes are CAR_TRUCK). */
const VEHICLE_TYPE: Record<string, string> = {
  car: "CAR_TRUCK",
  truck: "COMMERCIAL",
  motorcycle: "MOTORCYCLE",
  caravan: "RV_CAMPER",
};

const DESCRIPTION_LIMIT = 5000;
/** Meta takes up to 20 images a vehicle. */
const IMAGE_LIMIT = 20;

export function metaBodyStyle(car: Pick<Car, "simple_body" | "body">): string {
  return BODY[(preferSimple(car, "body") ?? "").toLowerCase()] ?? "OTHER";
}

function metaTransmission(car: Car): string {
  const t = (preferSimple(car, "transmission") ?? "").toLowerCase();
  return t.startsWith("man") ? "MANUAL" : t ? "AUTOMATIC" : "";
}

function metaFuel(car: Car): string {
  const f = (preferSimple(car, "fuel") ?? "").toLowerCase();
  if (f.includes("plug")) return "PLUGIN_HYBRID";
  if (f.includes("hybrid")) return "HYBRID";
  if (f.includes("electric")) return "ELECTRIC";
  if (f.includes("diesel")) return "DIESEL";
  if (f.includes("petrol") || f.includes("unleaded")) return "PETROL";
  return f ? "OTHER" : "";
}

function metaDrivetrain(car: Car): string {
  const d = (preferSimple(car, "drive") ?? "").toUpperCase().replace(/\s+/g, "");
  if (["4X4", "4WD"].includes(d)) return "4X4";
  if (["4X2", "2WD"].includes(d)) return "4X2";
  if (["AWD", "FWD", "RWD"].includes(d)) return d;
  return d ? "OTHER" : "";
}

/** Dealer comments are HTML; a catalog description is plain text. */
function plainText(html: string | null | undefined): string {
  const text = (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(text).slice(0, DESCRIPTION_LIMIT).join("");
}

export function metaVehicles(
  cars: readonly Car[],
  ctx: FeedContext,
): Array<Record<MetaVehicleColumn, string>> {
  // Meta requires an image: a car without a photo yet is left out until it has one.
  return feedVehicles(cars, ctx, (car) => !car.item_type || car.item_type in VEHICLE_TYPE)
    .filter((vehicle) => vehicle.images.length > 0)
    .map(({ car, location, price, link, images }): Record<MetaVehicleColumn, string> => {
      const title = [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");
      const address = location?.address;
      return {
        vehicle_id: car.stocknum ?? String(car.id),
        vin: (car.vin ?? "").trim().toUpperCase(),
        title,
        description: plainText(car.dealercomments) || title,
        url: link,
        make: car.make ?? "",
        model: car.model ?? "",
        year: car.year != null ? String(car.year) : "",
        trim: car.badge ?? car.series ?? "",
        // A new car's unknown odometer is 0; a used car's is unknown, so it is left out.
        "mileage.value":
          car.km != null ? String(Math.round(car.km)) : car.car_type === "new" ? "0" : "",
        "mileage.unit": "KM",
        image: JSON.stringify(
          images
            .slice(0, IMAGE_LIMIT)
            .map((url, i) => ({ url, tag: [i === 0 ? "Exterior" : "Photo"] })),
        ),
        body_style: metaBodyStyle(car),
        transmission: metaTransmission(car),
        fuel_type: metaFuel(car),
        drivetrain: metaDrivetrain(car),
        exterior_color: car.colour ?? "",
        price: feedPrice(price, ctx.currency),
        state_of_vehicle: car.car_type === "new" ? "NEW" : car.certified ? "CPO" : "USED",
        availability: "AVAILABLE",
        vehicle_type: VEHICLE_TYPE[car.item_type ?? "car"] ?? "OTHER",
        date_first_on_lot: isoDate(car.created_at),
        dealer_id: location ? String(location.id) : ctx.site.slug,
        dealer_name: location?.name ?? ctx.site.name,
        dealer_phone: location?.contact_detail?.phone ?? ctx.site.dealer.phone ?? "",
        "address.addr1": address?.street ?? "",
        "address.city": address?.city ?? "",
        "address.region": address?.state ?? "",
        "address.postal_code": address?.postcode ?? "",
        "address.country": ctx.country,
        latitude: address?.lat != null ? String(address.lat) : "",
        longitude: address?.long != null ? String(address.long) : "",
      };
    })
    .filter(isCompleteMetaRow);
}

import type { AutoDealer, Car as CarNode, ItemAvailability, Motorcycle, Vehicle } from "schema-dts";
import { carImages } from "../media/car-images";
import type { Car } from "../schemas/car";
import type { Location } from "../schemas/location";
import { availabilityOf, showsSoldView } from "../stock/availability";
import { preferDetailed } from "../stock/simple-or-detailed";
import { dealerId } from "./dealer";

/**
 * schema.org type per item type: cars are Car, motorcycles Motorcycle; trucks and caravans have
 * no closer schema.org type than Vehicle (BusOrCoach does not fit either).
 */
export function vehicleSchemaType(car: Pick<Car, "item_type">): "Car" | "Motorcycle" | "Vehicle" {
  switch (car.item_type ?? "car") {
    case "car":
      return "Car";
    case "motorcycle":
      return "Motorcycle";
    default:
      return "Vehicle";
  }
}

/** The Offer's availability: sold → SoldOut, reserved → Reserved, coming soon → PreOrder. */
export function offerAvailability(
  car: Pick<Car, "status" | "sold" | "reserved">,
): Extract<ItemAvailability, string> {
  if (showsSoldView(car)) return "https://schema.org/SoldOut";
  if (car.reserved) return "https://schema.org/Reserved";
  if (car.status === "coming_soon") return "https://schema.org/PreOrder";
  return availabilityOf(car) === "available"
    ? "https://schema.org/InStock"
    : "https://schema.org/OutOfStock";
}

export interface VehicleJsonLdInput {
  car: Car;
  /** The location the car is at (its seller), when the site lists it. */
  location: Location | null;
  siteName: string;
  /** The vehicle page's absolute URL. */
  url: string;
  baseUrl: string;
  currency: string;
  /** The car's title as the page shows it. */
  name: string;
}

/** The vehicle page's item: its type, condition, odometer and an Offer only when priced. */
export function vehicleJsonLd({
  car,
  location,
  siteName,
  url,
  baseUrl,
  currency,
  name,
}: VehicleJsonLdInput): Exclude<CarNode | Motorcycle | Vehicle, string> {
  const condition =
    car.car_type === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition";
  const seller: Exclude<AutoDealer, string> = location
    ? { "@type": "AutoDealer", "@id": dealerId(location, baseUrl), name: location.name }
    : { "@type": "AutoDealer", name: car.location?.name ?? siteName };
  const node: Exclude<Vehicle, string> = {
    "@type": "Vehicle",
    name,
    url,
    brand: car.make ? { "@type": "Brand", name: car.make } : undefined,
    manufacturer: car.make ? { "@type": "Organization", name: car.make } : undefined,
    model: car.model ?? undefined,
    vehicleModelDate: car.year ? String(car.year) : undefined,
    vehicleIdentificationNumber: car.vin ?? undefined,
    color: car.colour ?? undefined,
    bodyType: preferDetailed(car, "body") ?? undefined,
    fuelType: preferDetailed(car, "fuel") ?? undefined,
    vehicleTransmission: preferDetailed(car, "transmission") ?? undefined,
    driveWheelConfiguration: preferDetailed(car, "drive") ?? undefined,
    numberOfDoors: car.doors ?? undefined,
    vehicleSeatingCapacity: car.seats ?? undefined,
    itemCondition: condition,
    mileageFromOdometer:
      car.km != null ? { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" } : undefined,
    image: carImages(car).map((src) => new URL(src, `${baseUrl}/`).toString()),
    sku: car.stocknum ?? undefined,
    offers:
      car.price != null && car.price > 0
        ? {
            "@type": "Offer",
            url,
            price: car.price,
            priceCurrency: currency,
            itemCondition: condition,
            availability: offerAvailability(car),
            seller,
          }
        : undefined,
  };
  // The narrower types add nothing required: the node is the same with its own @type.
  return { ...node, "@type": vehicleSchemaType(car) } as Exclude<
    CarNode | Motorcycle | Vehicle,
    string
  >;
}

import { type Car, type SiteConfig, siteCurrency } from "@forecourt/core";
import { carImages, carTitle } from "./car-text";

/** schema.org Car with its Offer (VIN, odometer, condition, dealer) for the vehicle page. */
export function vehicleJsonLd(
  car: Car,
  site: SiteConfig,
  url: string,
  baseUrl: string,
  sold: boolean,
) {
  const condition =
    car.car_type === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition";
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: [carTitle(car), car.badge].filter(Boolean).join(" "),
    url,
    brand: car.make ? { "@type": "Brand", name: car.make } : undefined,
    model: car.model ?? undefined,
    vehicleModelDate: car.year ? String(car.year) : undefined,
    vehicleIdentificationNumber: car.vin ?? undefined,
    color: car.colour ?? undefined,
    bodyType: car.body ?? car.simple_body ?? undefined,
    fuelType: car.fuel ?? car.simple_fuel ?? undefined,
    vehicleTransmission: car.trans ?? car.simple_transmission ?? undefined,
    itemCondition: condition,
    mileageFromOdometer:
      car.km != null ? { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" } : undefined,
    image: carImages(car).map((src) => new URL(src, baseUrl).toString()),
    sku: car.stocknum ?? undefined,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: siteCurrency(site),
      price: car.price && car.price > 0 ? car.price : undefined,
      itemCondition: condition,
      availability: sold ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      seller: {
        "@type": "AutoDealer",
        name: car.location?.name ?? site.name,
        telephone: car.location?.phone ?? site.dealer.phone ?? undefined,
      },
    },
  };
}

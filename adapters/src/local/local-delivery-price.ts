import {
  type Country,
  type DeliveryPricePort,
  type DeliveryQuote,
  deliveryQuoteForDistance,
  type GeocodingPort,
  type Location,
  nearestLocation,
  nzDeliveryQuoteForDistance,
  stateOfPostcode,
} from "@forecourt/core";

/**
 * §7 delivery price lookup: geocodes the postcode in the site's country, finds the nearest
 * dealer location and prices the distance with the core delivery bands (AU: states and the
 * interstate surcharge; NZ: regions and the Cook Strait ferry). Null (§8 'Sorry, we can't
 * provide an estimate…') for an unknown postcode, a dealer without coordinates, or a distance
 * beyond the last band.
 */
export class LocalDeliveryPrice implements DeliveryPricePort {
  constructor(private readonly geocoding: GeocodingPort) {}

  async quote(
    postcode: string,
    from: Location[],
    country: Country = "AU",
  ): Promise<DeliveryQuote | null> {
    const point = await this.geocoding.geocodePostcode(postcode, country);
    if (!point) return null;
    const nearest = nearestLocation(point, from);
    if (!nearest) return null;
    const dealerRegion = nearest.location.address?.state;
    if (country === "NZ") {
      return nzDeliveryQuoteForDistance(nearest.km, point.region ?? null, dealerRegion);
    }
    return deliveryQuoteForDistance(nearest.km, stateOfPostcode(postcode.trim()), dealerRegion);
  }
}

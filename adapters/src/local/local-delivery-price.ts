import {
  type DeliveryPricePort,
  type DeliveryQuote,
  deliveryQuoteForDistance,
  type GeocodingPort,
  type Location,
  nearestLocation,
  stateOfPostcode,
} from "@forecourt/core";

/**
 * §7 delivery price lookup: geocodes the postcode, finds the nearest dealer
 * location and prices the distance with the core delivery bands. Null (§8
 * 'Sorry, we can't provide an estimate…') for an unknown postcode, a dealer
 * without coordinates, or a distance beyond the last band.
 */
export class LocalDeliveryPrice implements DeliveryPricePort {
  constructor(private readonly geocoding: GeocodingPort) {}

  async quote(postcode: string, from: Location[]): Promise<DeliveryQuote | null> {
    const point = await this.geocoding.geocodePostcode(postcode);
    if (!point) return null;
    const nearest = nearestLocation(point, from);
    if (!nearest) return null;
    return deliveryQuoteForDistance(
      nearest.km,
      stateOfPostcode(postcode.trim()),
      nearest.location.address?.state,
    );
  }
}

export function createLocalDeliveryPrice(geocoding: GeocodingPort): DeliveryPricePort {
  return new LocalDeliveryPrice(geocoding);
}

import { type Car, carDealerLocation, type SiteConfig } from "@forecourt/core";
import { DirectionsLink } from "@/components/locations/directions-link";
import { LocationMap, locationPin } from "@/components/locations/location-map";

type Props = { car: Car; site: SiteConfig };

/**
 * Issue 21 §2: the map of the dealership the car sits at, in the VDP's #vehicle-map block (the
 * location map of the location pages, so no script and no tile server), with "Get directions".
 * A location without coordinates keeps the directions link alone.
 */
export function VehicleMap({ car, site }: Props) {
  const location = carDealerLocation(car, site);
  if (!location) return null;
  const pin = locationPin(location);
  if (pin)
    return (
      <div className="mt-3">
        <LocationMap title={location.name} pins={[pin]} directionsTo={location} id="vehicle" />
      </div>
    );
  return (
    <DirectionsLink
      address={location.address}
      name={location.name}
      className="mt-2 inline-block font-semibold text-brand underline"
    />
  );
}

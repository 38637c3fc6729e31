import type { ItemList, WithContext } from "schema-dts";

/** One listed vehicle of a results page: its page address and its title. */
export type ListedVehicle = { href: string; title: string };

/**
 * schema.org ItemList of a search page's vehicles (issue 19 §1), in the order shown, numbered
 * from the page's first position so page 2 continues where page 1 ended (Google's summary-page
 * carousel form: ListItem with position and url only).
 */
export function searchItemListJsonLd(input: {
  name: string;
  baseUrl: string;
  vehicles: readonly ListedVehicle[];
  firstPosition?: number;
  numberOfItems?: number;
}): WithContext<ItemList> {
  const first = input.firstPosition ?? 1;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: input.name,
    ...(input.numberOfItems === undefined ? {} : { numberOfItems: input.numberOfItems }),
    itemListElement: input.vehicles.map((vehicle, index) => ({
      "@type": "ListItem",
      position: first + index,
      url: new URL(vehicle.href, input.baseUrl).toString(),
      name: vehicle.title,
    })),
  };
}

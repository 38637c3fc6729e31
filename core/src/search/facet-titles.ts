import type { RefinementField } from "../schemas/search-state";

/**
 * The heading over each filter on the search page, in a shopper's words (issue 37: headings read
 * "item_type" and "series"). Every refinement field has one: the Record makes a new field without
 * words a type error.
 */
export const FACET_TITLES: Record<RefinementField, string> = {
  badge: "Badge",
  status: "Availability",
  car_type: "Condition",
  categories: "Category",
  city: "City",
  colour: "Colour",
  dealership_name: "Dealership",
  filtered_features: "Features",
  item_type: "Vehicle type",
  km: "Kilometres",
  location_name: "Location",
  make: "Make",
  make_model: "Make and model",
  model: "Model",
  price: "Price",
  subscription_price: "Subscription price",
  price_range: "Price range",
  seats: "Seats",
  body: "Body type",
  drive: "Drive",
  fuel: "Fuel",
  transmission: "Transmission",
  state: "State",
  tag: "Tag",
  weekly_price_range: "Weekly price",
  year: "Year",
  certified: "Certified pre-owned",
};

/** A filter's heading: its words, or for a field a site configured beyond these, its name as words. */
export function facetTitle(field: string): string {
  const known = (FACET_TITLES as Record<string, string>)[field];
  if (known) return known;
  const words = field.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

import type { SearchState } from "../schemas/search-state";
import type { SiteConfig } from "../schemas/site-config";

/**
 * The search page's heading words after the count ("Used Toyota Corolla Cars for sale"). A make,
 * model or type names the heading only when it is the one chosen: with Toyota and Kia ticked the
 * cars are not all Toyotas, so the heading says neither ("Used Cars for sale"), and a model
 * names it only under its one make.
 */
export function searchTitle(
  state: SearchState,
  site: { theme: Pick<SiteConfig["theme"], "vehicleWord"> },
): string {
  const only = (values: string[] | undefined) => (values?.length === 1 ? values[0] : undefined);
  const type = only(state.refinementList.car_type);
  const make = only(state.refinementList.make);
  const model = make ? only(state.refinementList.model) : undefined;
  const typeLabel = type ? capitalise(type) : "";
  return [typeLabel, make, model, `${site.theme.vehicleWord}s for sale`]
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

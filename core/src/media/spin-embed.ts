import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";

/** Where the car's spin_code goes in the site's embed address. */
export const SPIN_CODE_SLOT = "{spin_code}";

/**
 * §7 "360-view viewer: loaded from an external embed address with the spin_code": the site's
 * embed address with the car's spin_code (URI-encoded) in its slot; null when the site has no
 * external viewer or the car no spin_code (the built-in spinner, if any, shows instead).
 */
export function spinEmbedAddress(
  car: Pick<Car, "spin_code">,
  site: { features: Pick<SiteConfig["features"], "spinEmbedUrl"> },
): string | null {
  const template = site.features.spinEmbedUrl;
  const code = car.spin_code?.trim() ?? "";
  // "." and ".." would be read as path steps ("/embed/.." is "/"): such a code has no viewer.
  if (!template || code === "" || code === "." || code === "..") return null;
  return template.split(SPIN_CODE_SLOT).join(encodeURIComponent(code));
}

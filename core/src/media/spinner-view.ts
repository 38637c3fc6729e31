import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { canSpin } from "./spin-frames";

/** §2 spinner modes, in the order their buttons show. */
export const SPINNER_MODES = ["spin", "images", "interior"] as const;
export type SpinnerMode = (typeof SPINNER_MODES)[number];

/** §2 button labels: Spin, Images and Interior. */
export const SPINNER_MODE_LABELS: Record<SpinnerMode, string> = {
  spin: "Spin",
  images: "Images",
  interior: "Interior",
};

type SpinnerCar = Pick<Car, "spin_images" | "spin_interior_image">;

const present = (url: string | null | undefined) => (url?.trim() ?? "") !== "";

/** The car's spin frames: its spin_images without blanks. */
export function spinFrames(car: Pick<Car, "spin_images">): string[] {
  return (car.spin_images ?? []).map((url) => url.trim()).filter((url) => url !== "");
}

/**
 * §2 the modes a car offers: Spin when it has frames to spin or an external 360° viewer
 * (`embed`, spinEmbedAddress), Images (the gallery) always, Interior when spin_interior_image
 * exists. A lone Images needs no buttons.
 */
export function spinnerModes(car: SpinnerCar, embed: string | null = null): SpinnerMode[] {
  return SPINNER_MODES.filter((mode) => {
    if (mode === "spin") return embed !== null || canSpin(spinFrames(car).length);
    if (mode === "interior") return present(car.spin_interior_image);
    return true;
  });
}

/**
 * §4 the view the page opens on: the spinner by default, the gallery on sites that choose
 * it (features.spinnerDefaultView), and the gallery when the car has no spin.
 */
export function defaultSpinnerMode(
  car: SpinnerCar,
  site: { features: Pick<SiteConfig["features"], "spinnerDefaultView"> },
  embed: string | null = null,
): SpinnerMode {
  const spins = spinnerModes(car, embed).includes("spin");
  return spins && site.features.spinnerDefaultView === "spinner" ? "spin" : "images";
}

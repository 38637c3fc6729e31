import type { Colour } from "@forecourt/core";

/**
 * §2 model page display thresholds. Core exports no model-page rules yet, so the spec's
 * numbers live here, named; move them to core/navigation when its owner adds them.
 */
export const VARIANT_SLIDER_ABOVE = 2;
export const VARIANT_ARROWS_FROM = 4;
export const BODY_SELECTOR_MIN_BODIES = 3;
export const BODY_SELECTOR_COLOURS_ABOVE = 15;
export const VARIANT_FEATURES_SHOWN = 8;

/** The distinct body styles (oem_id) of a model's colours, in first-seen order. */
export function bodyStylesOf(colours: readonly Colour[]): string[] {
  return [...new Set(colours.map((c) => c.oem_id).filter((b): b is string => Boolean(b)))];
}

/** §2: the secondary body-style selector appears with 3+ body styles and more than 15 colours. */
export function showsBodySelector(colours: readonly Colour[]): boolean {
  return (
    bodyStylesOf(colours).length >= BODY_SELECTOR_MIN_BODIES &&
    colours.length > BODY_SELECTOR_COLOURS_ABOVE
  );
}

/** Body style ids as words: dual_cab → Dual Cab, 2_door → 2 Door. */
export function bodyStyleLabel(id: string): string {
  return id
    .split("_")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

import type { Colour } from "../schemas/catalogue";

/** §2 model page: the variant tabs are a slider for more than 2 variants, otherwise a row. */
export const VARIANT_SLIDER_ABOVE = 2;
/** §2 model page: the variant slider has arrows for 4 or more variants. */
export const VARIANT_ARROWS_FROM = 4;
/** §2 the secondary body-style selector needs 3 or more body styles… */
export const BODY_SELECTOR_MIN_STYLES = 3;
/** …and more than 15 colours. */
export const BODY_SELECTOR_COLOURS_ABOVE = 15;
/** §2/§9 the variant feature list shows 8 items, then View more or View less. */
export const VARIANT_FEATURES_SHOWN = 8;

/** §2 how the variant tabs are laid out for a number of variants. */
export function variantTabsLayout(count: number): { slider: boolean; arrows: boolean } {
  return { slider: count > VARIANT_SLIDER_ABOVE, arrows: count >= VARIANT_ARROWS_FROM };
}

/** The distinct body styles (oem_id: wagon, dual_cab, …) of a model's colours, first seen first. */
export function bodyStylesOf(colours: readonly Pick<Colour, "oem_id">[]): string[] {
  return [...new Set(colours.map((c) => c.oem_id?.trim()).filter((b): b is string => Boolean(b)))];
}

/** §2 the secondary body-style selector appears with 3 or more body styles and more than 15 colours. */
export function showsBodyStyleSelector(colours: readonly Pick<Colour, "oem_id">[]): boolean {
  return (
    bodyStylesOf(colours).length >= BODY_SELECTOR_MIN_STYLES &&
    colours.length > BODY_SELECTOR_COLOURS_ABOVE
  );
}

/** A body style id in words: dual_cab → "Dual Cab", 2_door → "2 Door". */
export function bodyStyleLabel(id: string): string {
  return id
    .split("_")
    .filter((w) => w !== "")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** §2 colour picker arrows wrap around: the index one step (±1) from `index` among `count`. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * §2 the variant feature list: the first 8 items until View more is chosen; `more` says
 * whether the View more / View less toggle shows at all.
 */
export function visibleFeatures<T>(
  features: readonly T[],
  expanded: boolean,
): { items: T[]; more: boolean } {
  const more = features.length > VARIANT_FEATURES_SHOWN;
  return {
    items: expanded || !more ? [...features] : features.slice(0, VARIANT_FEATURES_SHOWN),
    more,
  };
}

/** §9: the Show All / Hide (and Show More / Hide Specs) lists open and close in 300 ms. */
export const COLLAPSE_ANIMATION_MS = 300;

export type CollapseAnimation = {
  keyframes: Array<{ height: string }>;
  options: { duration: number; easing: string };
};

/**
 * The height animation from the list's old height to its new one: none when the height does
 * not change or the shopper prefers reduced motion (the list then simply changes at once).
 */
export function collapseAnimation(
  fromPx: number,
  toPx: number,
  reducedMotion: boolean,
): CollapseAnimation | null {
  if (reducedMotion || !Number.isFinite(fromPx) || !Number.isFinite(toPx)) return null;
  if (Math.round(fromPx) === Math.round(toPx)) return null;
  return {
    keyframes: [{ height: `${Math.max(0, fromPx)}px` }, { height: `${Math.max(0, toPx)}px` }],
    options: { duration: COLLAPSE_ANIMATION_MS, easing: "ease-in-out" },
  };
}

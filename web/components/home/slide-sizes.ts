/** The offer picture's column: 34 % of the banner from lg, 40 % from md, the full width below. */
export const SLIDE_SIZES = "(min-width: 1024px) 34vw, (min-width: 768px) 40vw, 100vw";

/** §9 display constants the vehicle page uses (the spec's numbers; core exports none for them yet). */
export const SPECS_PER_COLUMN = 4;
export const FEATURE_LIST_LIMIT = 8;
export const STICKY_HEADER_PX = 500;
export const MOBILE_BAR_PX = 900;

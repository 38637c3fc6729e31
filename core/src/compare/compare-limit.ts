/**
 * Compare shows cars side by side; more than this does not fit a phone or a desktop row.
 * Its own module: the browser's compare list needs the number, not the compare table's rules.
 */
export const COMPARE_LIMIT = 4;

/** §9 reviews minimum rating: a summary shows a rating only above it. */
export const REVIEWS_MIN_RATING = 4;
/** §9 Google reviews quantity. */
export const GOOGLE_REVIEWS_QUANTITY = 12;
/** §9 sample review set: count 740, average 4.7. */
export const SAMPLE_REVIEW_SET = { count: 740, average: 4.7 } as const;

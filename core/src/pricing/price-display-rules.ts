/** §4 step 2: a car price is shown only when it is above 10 (feeds use 0–10 as placeholders). */
export const PRICE_SHOWN_ABOVE = 10;

/** §4 step 3 text for a preorder car without a shown price. */
export const PREORDER_TEXT = "PREORDER";

/** Stands for the typed keyword in a search view's `queryTemplate`; the client swaps in the encoded words. */
export const QUERY_TOKEN = "__QUERY__";

/** Stand for the slider's two bounds in a search view's price `template`; the client fills them in. */
export const PRICE_TOKEN = { min: "__MIN__", max: "__MAX__" } as const;

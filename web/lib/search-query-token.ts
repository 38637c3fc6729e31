/** Stands for the typed keyword in a search view's `queryTemplate`; the client swaps in the encoded words. */
export const QUERY_TOKEN = "__QUERY__";

/**
 * Brings this process's search index (and, through its listeners, the cached pages) up to the
 * store at once, so the shopper site shows a console change within 2 s, not at the next poll.
 * A process that keeps no index of its own (the CLI) has none.
 */
export type StockIndexSync = () => Promise<unknown>;

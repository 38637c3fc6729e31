/**
 * The store could not be reached (connection refused, dropped or closed).
 * Nothing was written; the API answers 503 with a clear message.
 */
export class StoreUnavailableError extends Error {
  readonly code = "STORE_UNAVAILABLE";
  constructor(cause: unknown) {
    super("The store is unavailable; nothing was saved. Please try again shortly.", { cause });
    this.name = "StoreUnavailableError";
  }
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EPIPE",
  "57P01", // admin_shutdown (connection terminated)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "57014", // query_canceled: the statement timeout ran out (an overloaded or stuck database)
]);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i, // the client's query timeout: the server did not answer at all
  /pglite is closed/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /connection.*(closed|ended)/i,
];

/** True when an error (or any error in its cause chain) means the database cannot be reached. */
export function isConnectionFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08")))
      return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.some((re) => re.test(message)))
      return true;
    // AggregateError from a dual-stack connect (ECONNREFUSED on ::1 and 127.0.0.1).
    const inner = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some(isConnectionFailure)) return true;
    e = cause;
  }
  return false;
}

/** Wraps every method of a repository so connection failures surface as StoreUnavailableError. */
export function translatingConnectionErrors<T extends object>(repository: T): T {
  const wrapped = {} as Record<string, unknown>;
  for (const [name, value] of Object.entries(repository)) {
    wrapped[name] =
      typeof value === "function"
        ? async (...args: unknown[]) => {
            try {
              return await value.apply(repository, args);
            } catch (error) {
              throw isConnectionFailure(error) ? new StoreUnavailableError(error) : error;
            }
          }
        : value;
  }
  return wrapped as T;
}

import pino, { type Logger } from "pino";

/** Log bytes held before a write: one write(2) per ~20 request lines instead of one each. */
export const LOG_BUFFER_BYTES = 4096;
/** The longest a held line waits for its write. */
export const LOG_FLUSH_MS = 250;
/** pino's level number of `warn`: lines from here up are written at once. */
const WARN = 40;

/**
 * Paths pino blanks in any object it is handed, so a careless `log.info({lead})`
 * still never writes the shopper's personal details (issue 4 §6).
 */
export const REDACTED_PATHS = [
  "*.name",
  "*.last_name",
  "*.email",
  "*.phone",
  "*.phone_number",
  "*.postcode",
  "*.message",
  "*.code",
  "*.token",
  "*.rego",
  "*.payload",
  "*.params",
  "*.body",
  "*.fields",
  "req.headers.cookie",
  "req.headers.authorization",
];

export interface LoggerOptions {
  /** LOG_LEVEL, default info. */
  level?: string;
  /** Where lines go: a file descriptor (stdout, the default) or a file path. */
  dest?: number | string;
  /** How long a held line may wait (LOG_FLUSH_MS). */
  flushMs?: number;
}

/**
 * The API's structured JSON logger. Lines are buffered (LOG_BUFFER_BYTES, written without
 * blocking the event loop) rather than written one by one: a lead's request line cost a
 * write(2) of its own. What that buffer can lose is bounded: a warning or an error is written
 * at once with every line held before it; the rest within LOG_FLUSH_MS; and on any exit that
 * runs the process's `exit` handlers (an uncaught error, `process.exit`, SIGTERM through
 * `serve`'s handler) pino writes what is held synchronously. Only a `kill -9` or a crash of
 * Node itself drops the last ≤ 250 ms of info lines, never a lead: a lead is committed to the
 * store before its 201, and the logs hold no lead (issue 4 §6).
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const stream = pino.destination({
    dest: options.dest ?? 1,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: options.flushMs ?? LOG_FLUSH_MS,
  });
  let ready = false;
  stream.once("ready", () => {
    ready = true;
  });
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? "info",
      base: { svc: "forecourt-api" },
      redact: REDACTED_PATHS,
      hooks: {
        logMethod(args, method, level) {
          method.apply(this, args);
          if (level < WARN) return;
          // A file given by path opens asynchronously; a flush before that would do nothing.
          if (ready) stream.flush();
          else stream.once("ready", () => stream.flush());
        },
      },
    },
    stream,
  );
}

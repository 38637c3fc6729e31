import pino, { type Logger } from "pino";

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

/** The API's structured JSON logger (LOG_LEVEL, default info). */
export function createLogger(level = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino({ level, base: { svc: "forecourt-api" }, redact: REDACTED_PATHS });
}

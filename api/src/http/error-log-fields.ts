/** What an error log line may say about an error: never its message, which can hold the data. */
export interface ErrorLogFields {
  /** The class of the error, then of each cause ("DrizzleQueryError<DatabaseError"). */
  errClass: string;
  /** PostgreSQL's SQLSTATE from anywhere in the cause chain (23505, 57014, …). */
  sqlState: string | null;
  /** A system error code (ECONNREFUSED, ETIMEDOUT, …) from the chain. */
  errCode: string | null;
  /** The stack's frames without its first line, which repeats the message. */
  frames: string[];
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const SYSTEM_CODE = /^E[A-Z]+$/;

/**
 * Log fields for an error (issue 16 §1). The driver's "Failed query … params: …" message
 * carries every value of the statement — a whole lead — and a database message can quote a
 * value, so no message or parameter ever reaches a log: only classes, codes and frames.
 */
export function errorLogFields(error: unknown): ErrorLogFields {
  const classes: string[] = [];
  let sqlState: string | null = null;
  let errCode: string | null = null;
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    if (typeof e !== "object") {
      classes.push(typeof e);
      break;
    }
    const { code, cause, name } = e as { code?: unknown; cause?: unknown; name?: unknown };
    const ctor = (e as object).constructor?.name;
    classes.push(ctor && ctor !== "Object" ? ctor : typeof name === "string" ? name : "Object");
    if (typeof code === "string") {
      if (!sqlState && SQLSTATE.test(code)) sqlState = code;
      else if (!errCode && SYSTEM_CODE.test(code)) errCode = code;
    }
    e = cause;
  }
  return { errClass: classes.join("<"), sqlState, errCode, frames: framesOf(error) };
}

/** The stack's frames, with the header (name and message, which a value can put lines into) cut off. */
function framesOf(error: unknown): string[] {
  if (!(error instanceof Error) || !error.stack) return [];
  const header = error.message ? `${error.name}: ${error.message}` : error.name;
  if (!error.stack.startsWith(header)) return [];
  return error.stack
    .slice(header.length)
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .map((line) => line.trim());
}

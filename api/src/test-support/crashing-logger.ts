/**
 * Run by logger.test.ts in a child process: logs `count` request lines to the file `dest`
 * with the API's logger, then dies of an uncaught error (argv: dest, count).
 */
import { createLogger } from "../logger";

const [dest, count] = process.argv.slice(2);
if (!dest) throw new Error("usage: crashing-logger <file> <count>");
const logger = createLogger({ dest, flushMs: 60_000 }).child({}, { redact: [] });
for (let i = 0; i < Number(count); i++)
  logger.info({ route: "/api/leads", status: 201, n: i }, "request");
setImmediate(() => {
  throw new Error("crash after logging");
});

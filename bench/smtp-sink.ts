/**
 * The loopback SMTP server `bench:mail` sends to, in a process of its own as a real mail server
 * would be (the test server: STARTTLS, AUTH, a certificate made for the run). Prints one JSON
 * line `{port, ca}`, then `{received: n}` each time it is sent a line on stdin; ends with stdin.
 */
import { startSmtpServer } from "@forecourt/adapters/messaging/test/smtp-test-server";

const server = await startSmtpServer();
// Only the count is kept: a long run must not hold every message in memory.
let count = 0;
server.received.push = (...items) => {
  count += items.length;
  return count;
};
process.stdout.write(`${JSON.stringify({ port: server.port, ca: server.ca })}\n`);
process.stdin.on("data", () => process.stdout.write(`${JSON.stringify({ received: count })}\n`));
process.stdin.on("end", async () => {
  await server.close();
  process.exit(0);
});

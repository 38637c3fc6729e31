import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";
import { SMTPServer } from "smtp-server";

/** A message the test server accepted, with the session facts the tests check. */
export interface Received {
  raw: Buffer;
  from: string;
  to: string[];
  user: string | undefined;
  secure: boolean;
}

/**
 * A real SMTP server on a loopback port for the SMTP adapter's tests (smtp-server, the server
 * half of the nodemailer project): STARTTLS with a certificate made for the run, AUTH PLAIN/LOGIN
 * with one user, and recipients at `bounce.example` refused with 550 as a real server would.
 */
export async function startSmtpServer(
  options: {
    implicitTls?: boolean;
    /** Listen on this port (a server brought back where a stopped one was); any free one by default. */
    port?: number;
    /** Hold each message's answer this long (a slow server). */
    answerDelayMs?: number;
  } = {},
) {
  const pems = await generate([{ name: "commonName", value: "localhost" }], {
    keySize: 2048,
    extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: "localhost" }] }],
  });
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: options.implicitTls ?? false,
    key: pems.private,
    cert: pems.cert,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    // A client still connected (a pooled or a stalled one) is cut after this, not the default 30 s.
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (auth.username === "dealer" && auth.password === "p@ss word")
        return callback(null, { user: auth.username });
      return callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@bounce.example")) {
        const refusal = new Error("5.1.1 No such user") as Error & { responseCode: number };
        refusal.responseCode = 550;
        return callback(refusal);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          raw: Buffer.concat(chunks),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          secure: session.secure,
        });
        if (options.answerDelayMs) setTimeout(() => callback(), options.answerDelayMs).unref();
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    ca: pems.cert,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

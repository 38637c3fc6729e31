import { type ParsedMail, simpleParser } from "mailparser";

/**
 * A raw message and each of its top-level MIME parts, each parsed with mailparser (a part is a
 * MIME entity of its own): the tests read the ADF body and the readable text part apart.
 */
export async function parsedWithParts(
  raw: Buffer,
): Promise<{ mail: ParsedMail; parts: ParsedMail[]; contentType: string }> {
  const mail = await simpleParser(raw);
  const type = mail.headers.get("content-type") as
    | { value: string; params: Record<string, string> }
    | undefined;
  const boundary = type?.params.boundary;
  if (!boundary) return { mail, parts: [], contentType: type?.value ?? "" };
  const text = raw.toString("utf8");
  const sections = text.split(`--${boundary}`).slice(1, -1);
  const parts = await Promise.all(
    sections.map((section) => simpleParser(Buffer.from(section.replace(/^\r?\n/, ""), "utf8"))),
  );
  return { mail, parts, contentType: type.value };
}

/** A loopback port nothing listens on (found by listening and closing), for an SMTP server that is down. */
export async function closedPort(): Promise<number> {
  const { createServer } = await import("node:net");
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmtpMail } from "./smtp-mail";
import { contractMail, mailPortContract } from "./test/mail-contract";
import { startSmtpServer } from "./test/smtp-test-server";

const smtpUrl = (port: number, scheme = "smtp") =>
  `${scheme}://dealer:p%40ss%20word@localhost:${port}`;

mailPortContract("SmtpMail (a real SMTP server on loopback, STARTTLS)", async () => {
  const server = await startSmtpServer();
  const mail = new SmtpMail(
    { provider: "smtp", url: smtpUrl(server.port), from: "leads@forecourt.example" },
    { tls: { ca: server.ca } },
  );
  return {
    port: mail,
    delivered: async () => server.received.map((r) => r.raw),
    close: async () => {
      mail.close();
      await server.close();
    },
  };
});

describe("SmtpMail against a real SMTP server", () => {
  let server: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    server = await startSmtpServer();
  });
  afterAll(() => server.close());

  it("upgrades with STARTTLS, signs in with the URL's user, and sends only to the recipients", async () => {
    const mail = new SmtpMail(
      { provider: "smtp", url: smtpUrl(server.port), from: "leads@forecourt.example" },
      { tls: { ca: server.ca } },
    );
    await mail.send(contractMail({ subject: "x\r\nBcc: victim@example.com" }));
    mail.close();
    const last = server.received.at(-1);
    expect(last?.secure).toBe(true);
    expect(last?.user).toBe("dealer");
    expect(last?.from).toBe("leads@forecourt.example");
    expect(last?.to).toEqual(["crm@dealer.example"]);
  });

  it("refuses a certificate it cannot verify (no silent plain-text fallback)", async () => {
    const mail = new SmtpMail(
      { provider: "smtp", url: smtpUrl(server.port), from: "leads@forecourt.example" },
      { connectionTimeoutMs: 2_000 },
    );
    const outcome = await mail.send(contractMail());
    mail.close();
    expect(outcome).toMatchObject({ ok: false, permanent: false });
  });

  it("reports a refused recipient (550) as permanent, naming only the SMTP code", async () => {
    const mail = new SmtpMail(
      { provider: "smtp", url: smtpUrl(server.port), from: "leads@forecourt.example" },
      { tls: { ca: server.ca } },
    );
    const outcome = await mail.send(contractMail({ to: ["gone@bounce.example"] }));
    mail.close();
    expect(outcome).toEqual({ ok: false, permanent: true, reason: "SMTP 550" });
  });

  it("reports wrong credentials as a failure, not a send", async () => {
    const mail = new SmtpMail(
      {
        provider: "smtp",
        url: `smtp://dealer:wrong@localhost:${server.port}`,
        from: "leads@forecourt.example",
      },
      { tls: { ca: server.ca } },
    );
    const outcome = await mail.send(contractMail());
    mail.close();
    expect(outcome.ok).toBe(false);
  });

  it.each([
    ["wrong credentials (535)", "dealer:wrong@"],
    ["no credentials where the server asks for them (530)", ""],
  ])(
    "%s: a 5xx that is the operator's to fix, not the recipient's, is retried (issue 32 §3)",
    async (_, user) => {
      // Permanent would dead-letter every lead at once for a setting the operator will correct.
      const mail = new SmtpMail(
        {
          provider: "smtp",
          url: `smtp://${user}localhost:${server.port}`,
          from: "leads@forecourt.example",
        },
        { tls: { ca: server.ca } },
      );
      const outcome = await mail.send(contractMail());
      mail.close();
      expect(outcome).toMatchObject({
        ok: false,
        permanent: false,
        reason: expect.stringMatching(/^SMTP 53\d$/),
      });
    },
  );

  it("reports a server that is down as a failure to retry", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mail = new SmtpMail(
      { provider: "smtp", url: `smtp://localhost:${port}`, from: "leads@forecourt.example" },
      { connectionTimeoutMs: 2_000 },
    );
    const outcome = await mail.send(contractMail());
    mail.close();
    expect(outcome).toMatchObject({ ok: false, permanent: false });
  });

  it("sends over implicit TLS with smtps://", async () => {
    const tlsServer = await startSmtpServer({ implicitTls: true });
    const mail = new SmtpMail(
      { provider: "smtp", url: smtpUrl(tlsServer.port, "smtps"), from: "leads@forecourt.example" },
      { tls: { ca: tlsServer.ca } },
    );
    expect(await mail.send(contractMail())).toMatchObject({ ok: true });
    mail.close();
    expect(tlsServer.received[0]?.secure).toBe(true);
    await tlsServer.close();
  });
});

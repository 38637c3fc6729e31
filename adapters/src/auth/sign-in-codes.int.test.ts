import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CodeNotSentError } from "@forecourt/core/security/code-not-sent";
import { DEFAULT_SIGN_IN_CODE_LIMITS } from "@forecourt/core/security/sign-in-throttle";
import { requestStaffSignInCode } from "@forecourt/core/use-cases/request-staff-sign-in-code";
import { verifyStaffSignInCode } from "@forecourt/core/use-cases/verify-staff-sign-in-code";
import { demoSites } from "@forecourt/fixtures";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmtpMail } from "../messaging/smtp-mail";
import { startSmtpServer } from "../messaging/test/smtp-test-server";
import { createPlatform, type Platform } from "../platform";

const site = demoSites[0];
if (!site) throw new Error("no demo site");
const host = site.domains[0] ?? "";
const request = { headers: new Headers(), secure: false };
const now = () => new Date();

/** Every log line the platform writes, to prove no code reaches it. */
function keptLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (fields: Record<string, unknown>, msg: string) =>
      void lines.push(JSON.stringify({ ...fields, msg })),
  };
}

async function withStaff(platform: Platform, ...emails: string[]) {
  await platform.sites.save(site as NonNullable<typeof site>);
  for (const email of emails)
    await platform.staff.add(site?.slug ?? "", { email, role: "sales" }, now());
}

const requestCode = (platform: Platform, email: string) =>
  requestStaffSignInCode(
    { throttle: platform.signInThrottle, staff: platform.staff, staffAuth: platform.dealerAuth },
    { email },
    { now: now(), site: site?.slug ?? "", limits: DEFAULT_SIGN_IN_CODE_LIMITS },
  );

const signIn = (platform: Platform, email: string, code: string) =>
  verifyStaffSignInCode(
    { throttle: platform.signInThrottle, staffAuth: platform.dealerAuth },
    { email, code },
    { now: now(), site: site?.slug ?? "", limits: DEFAULT_SIGN_IN_CODE_LIMITS, request },
  );

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";

describe("sign-in codes through the mail and SMS providers (issue 32)", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "forecourt-sign-in-codes-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("SMTP configured: a staff code arrives at the SMTP server as an e-mail and signs in", async () => {
    const server = await startSmtpServer();
    const smtp = new SmtpMail(
      {
        provider: "smtp",
        url: `smtp://dealer:p%40ss%20word@localhost:${server.port}`,
        from: "codes@mail.forecourt.example",
      },
      { tls: { ca: server.ca } },
    );
    const log = keptLog();
    const platform = await createPlatform(
      { FORECOURT_DATA_DIR: ":memory:", FORECOURT_MAIL_FROM: "codes@mail.forecourt.example" },
      { logger: log, overrides: { mail: smtp } },
    );
    try {
      await withStaff(platform, "kim@staff.example", "gone@bounce.example");
      expect(await requestCode(platform, "kim@staff.example")).toEqual({
        ok: true,
        value: { delivery: "sent" },
      });
      expect(server.received).toHaveLength(1);
      const [received] = server.received;
      expect(received?.to).toEqual(["kim@staff.example"]);
      const parsed = await simpleParser(received?.raw ?? Buffer.alloc(0));
      expect(parsed.subject).toBe(`Your ${site?.name} dealer console sign-in code`);
      expect(parsed.from?.text).toContain(site?.name);
      const code = codeIn(parsed.text ?? "");
      expect(code).toMatch(/^\d{6}$/);
      expect(parsed.html).toContain(code);
      expect(parsed.text).toContain("5 minutes");
      expect(parsed.text).toContain("If this wasn't you");
      expect(received?.raw.toString("utf8").split("\r\n\r\n")[0]).not.toContain(code);

      const signedIn = await signIn(platform, "kim@staff.example", code);
      expect(signedIn.ok && signedIn.value.staff.email).toBe("kim@staff.example");
      for (const line of log.lines) expect(line).not.toContain(code);

      // A recipient the server refuses for good: a value for the shell's log, no exception.
      expect(await requestCode(platform, "gone@bounce.example")).toEqual({
        ok: true,
        value: { delivery: "failed", permanent: true, reason: "SMTP 550" },
      });
    } finally {
      await platform.close();
      await server.close();
    }
  });

  it("embedded defaults: the staff code is an .eml under mail/<site>/, the shopper's a text under sms/<site>/", async () => {
    const log = keptLog();
    const platform = await createPlatform({ FORECOURT_DATA_DIR: dataDir }, { logger: log });
    try {
      await withStaff(platform, "lee@staff.example");
      expect((await requestCode(platform, "lee@staff.example")).ok).toBe(true);
      const mailDir = join(dataDir, "mail", site?.slug ?? "");
      const [eml] = await readdir(mailDir);
      const parsed = await simpleParser(await readFile(join(mailDir, eml ?? "")));
      expect(parsed.to && "text" in parsed.to ? parsed.to.text : "").toBe("lee@staff.example");
      const code = codeIn(parsed.text ?? "");
      expect((await signIn(platform, "lee@staff.example", code)).ok).toBe(true);

      await platform.auth.sendCode(site?.slug ?? "", "0412345678");
      const smsDir = join(dataDir, "sms", site?.slug ?? "");
      const [textFile] = await readdir(smsDir);
      const text = await readFile(join(smsDir, textFile ?? ""), "utf8");
      expect(text).toMatch(/^To: \+61412345678\n\n\d{6} is your .+ sign-in code\./);
      const shopperCode = codeIn(text.split("\n\n")[1] ?? "");
      expect(text).toContain(`@${host} #${shopperCode}`);
      const verified = await platform.auth.verifyCode(
        site?.slug ?? "",
        "0412345678",
        shopperCode,
        request,
      );
      expect(verified.ok).toBe(true);

      for (const line of log.lines) {
        expect(line).not.toContain(code);
        expect(line).not.toContain(shopperCode);
      }
    } finally {
      await platform.close();
    }
  });

  it("an SMS provider's refusal reaches the caller as CodeNotSentError (better-auth would swallow it)", async () => {
    const platform = await createPlatform(
      { FORECOURT_DATA_DIR: ":memory:" },
      {
        logger: keptLog(),
        overrides: {
          sms: {
            provider: "twilio",
            send: async () => ({ ok: false, permanent: true, reason: "Twilio 21614" }),
          },
        },
      },
    );
    try {
      await withStaff(platform);
      const sent = platform.auth.sendCode(site?.slug ?? "", "0412345678");
      await expect(sent).rejects.toBeInstanceOf(CodeNotSentError);
      await expect(sent).rejects.toMatchObject({ permanent: true, reason: "Twilio 21614" });
    } finally {
      await platform.close();
    }
  });
});

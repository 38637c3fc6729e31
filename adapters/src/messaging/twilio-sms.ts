import type { OutgoingSms, SendOutcome, SmsPort } from "@forecourt/core";
import { z } from "zod";
import type { SmsConfig } from "./messaging-config";

type TwilioConfig = Extract<SmsConfig, { provider: "twilio" }>;

/** The parts of Twilio's Message resource and error answer this adapter reads. */
const TwilioMessage = z.object({ sid: z.string(), status: z.string() });
const TwilioError = z.object({ code: z.number(), message: z.string(), status: z.number() });

/**
 * Twilio error codes that retrying cannot mend: invalid or unreachable 'To', a number that
 * opted out (21610), an unsupported region. Everything else (429, 5xx) is retried.
 * https://www.twilio.com/docs/api/errors
 */
const PERMANENT_TWILIO_ERRORS = new Set([21211, 21408, 21610, 21612, 21614, 21617]);

/**
 * SMS through Twilio's Messaging API (issue 32 §1): POST
 * `/2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, HTTP basic auth with the
 * account SID and auth token. TWILIO_FROM is a number, an alphanumeric sender ID or a
 * Messaging Service SID (sent as MessagingServiceSid).
 */
export class TwilioSms implements SmsPort {
  readonly provider = "twilio" as const;

  constructor(
    private readonly config: TwilioConfig,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(sms: OutgoingSms): Promise<SendOutcome> {
    const form = new URLSearchParams({ To: sms.to, Body: sms.body });
    if (/^MG[0-9a-fA-F]{32}$/.test(this.config.from))
      form.set("MessagingServiceSid", this.config.from);
    else form.set("From", this.config.from);
    const url = `${this.config.apiBase}/2010-04-01/Accounts/${this.config.accountSid}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${this.config.accountSid}:${this.config.authToken}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: form.toString(),
        redirect: "error",
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      return {
        ok: false,
        permanent: false,
        reason: `Twilio unreachable: ${(error as Error).name}`,
      };
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const message = TwilioMessage.safeParse(body);
      return message.success
        ? { ok: true, id: message.data.sid }
        : { ok: false, permanent: false, reason: `Twilio ${response.status}: unexpected answer` };
    }
    const problem = TwilioError.safeParse(body);
    const code = problem.success ? problem.data.code : undefined;
    return {
      ok: false,
      // 401/403: wrong credentials, which no retry mends either; the operator must fix them.
      permanent:
        (code !== undefined && PERMANENT_TWILIO_ERRORS.has(code)) || response.status === 401,
      reason: `Twilio ${response.status}${code ? ` error ${code}` : ""}`,
    };
  }
}

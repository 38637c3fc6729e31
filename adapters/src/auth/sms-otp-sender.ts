import type { OtpSenderPort, SiteRepository, SmsPort } from "@forecourt/core";
import { mobileToE164 } from "@forecourt/core/contact/e164";
import { shopperSignInCodeSms } from "@forecourt/core/messaging/sign-in-code-message";
import { CodeNotSentError } from "@forecourt/core/security/code-not-sent";
import { OTP_TTL_SECONDS } from "./site-auth";

/**
 * Issue 32: a shopper's sign-in code as one text through the platform's SMS provider (Twilio,
 * or files under `<dataDir>/sms/<site>/` on the embedded default). The code is never logged; a
 * provider's refusal is thrown as CodeNotSentError, through better-auth, to the route.
 */
export class SmsOtpSender implements OtpSenderPort {
  constructor(private readonly deps: { sms: SmsPort; sites: Pick<SiteRepository, "get"> }) {}

  async send(site: string, phone: string, code: string): Promise<void> {
    const config = await this.deps.sites.get(site);
    if (!config) throw new CodeNotSentError(true, "no such site");
    // The sign-in form takes an AU (04…) or an NZ (02…) mobile on any site.
    const to = mobileToE164(phone, "AU") ?? mobileToE164(phone, "NZ");
    if (!to) throw new CodeNotSentError(true, "not a mobile number");
    const outcome = await this.deps.sms.send(
      shopperSignInCodeSms({ site: config, to, code, ttlMinutes: OTP_TTL_SECONDS / 60 }),
    );
    if (!outcome.ok) throw new CodeNotSentError(outcome.permanent, outcome.reason);
  }
}

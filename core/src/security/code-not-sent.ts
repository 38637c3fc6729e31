/**
 * Issue 32: a sign-in code sender (StaffCodeSenderPort, OtpSenderPort) whose mail or SMS provider
 * refused or failed the message throws this, through the sign-in library, to the use case that
 * asked for the code. `reason` is the provider's (an SMTP code, a Twilio error): never the code
 * or the address.
 */
export class CodeNotSentError extends Error {
  constructor(
    readonly permanent: boolean,
    readonly reason: string,
  ) {
    super(`sign-in code not sent: ${reason}`);
    this.name = "CodeNotSentError";
  }
}

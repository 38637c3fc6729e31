import { describe, expect, it } from "vitest";
import { CodeNotSentError } from "../security/code-not-sent";
import { DEFAULT_SIGN_IN_CODE_LIMITS } from "../security/sign-in-throttle";
import { requestStaffSignInCode } from "./request-staff-sign-in-code";
import { memoryStaffSignIn, memoryThrottle } from "./staff-sign-in-fakes";

const now = new Date("2026-12-07T09:00:00Z");
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

function setup() {
  const throttle = memoryThrottle();
  const signIn = memoryStaffSignIn({ alpha: ["kim@alpha.example"] });
  const request = (email: string, when = now, site = "alpha") =>
    requestStaffSignInCode(
      { throttle, staff: signIn.staff, staffAuth: signIn.staffAuth },
      { email },
      { now: when, site, limits: DEFAULT_SIGN_IN_CODE_LIMITS },
    );
  return { throttle, signIn, request };
}

describe("requestStaffSignInCode (issue 17 §2, 30 §6)", () => {
  it("sends a code to a member of this site's staff", async () => {
    const { signIn, request } = setup();
    expect(await request("kim@alpha.example")).toEqual({ ok: true, value: { delivery: "sent" } });
    expect(signIn.sent).toEqual([{ site: "alpha", email: "kim@alpha.example", code: "100000" }]);
  });

  it("sends nothing to an address that is not staff here, nor to staff of another site", async () => {
    const { signIn, request } = setup();
    expect(await request("stranger@alpha.example")).toEqual({
      ok: true,
      value: { delivery: "not-staff" },
    });
    expect(await request("kim@alpha.example", now, "bravo")).toEqual({
      ok: true,
      value: { delivery: "not-staff" },
    });
    expect(signIn.sent).toEqual([]);
  });

  it("counts every address's sends, staff or not: the second within a minute is limited alike", async () => {
    const { request } = setup();
    for (const email of ["kim@alpha.example", "stranger@alpha.example"]) {
      await request(email);
      const again = await request(email, at(20));
      expect(again).toEqual({
        ok: false,
        problem: {
          kind: "limited",
          detail: "Too many codes asked for. Please wait 40 seconds before asking for another.",
          retryAfterMs: 40_000,
        },
      });
    }
  });

  it("a provider that refuses the message is the log's business: the answer is a value", async () => {
    const { signIn, request } = setup();
    signIn.failNextWith(new CodeNotSentError(false, "SMTP 421"));
    expect(await request("kim@alpha.example")).toEqual({
      ok: true,
      value: { delivery: "failed", permanent: false, reason: "SMTP 421" },
    });
  });

  it("any other error is not an expected failure: it is thrown", async () => {
    const { signIn, request } = setup();
    signIn.failNextWith(new Error("store down"));
    await expect(request("kim@alpha.example")).rejects.toThrow("store down");
  });
});

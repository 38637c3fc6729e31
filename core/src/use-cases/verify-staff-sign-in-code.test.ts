import { describe, expect, it } from "vitest";
import { DEFAULT_SIGN_IN_CODE_LIMITS } from "../security/sign-in-throttle";
import { member, memoryStaffSignIn, memoryThrottle } from "./staff-sign-in-fakes";
import { verifyStaffSignInCode } from "./verify-staff-sign-in-code";

const now = new Date("2026-12-07T09:00:00Z");
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const request = { headers: new Headers(), secure: false };

async function setup() {
  const throttle = memoryThrottle();
  const signIn = memoryStaffSignIn({ alpha: ["kim@alpha.example"] });
  await signIn.staffAuth.sendCode("alpha", "kim@alpha.example");
  const verify = (code: string, when = now) =>
    verifyStaffSignInCode(
      { throttle, staffAuth: signIn.staffAuth },
      { email: "kim@alpha.example", code },
      { now: when, site: "alpha", limits: DEFAULT_SIGN_IN_CODE_LIMITS, request },
    );
  return { throttle, verify };
}

const notRight = {
  ok: false,
  problem: { kind: "invalid", detail: "That code is not right or has expired.", field: "code" },
};

describe("verifyStaffSignInCode (issue 17 §2, 30 §6)", () => {
  it("the right code starts a session for the member", async () => {
    const { verify } = await setup();
    expect(await verify("100000")).toEqual({
      ok: true,
      value: {
        staff: member("alpha", "kim@alpha.example"),
        setCookies: ["fc-staff.session_token=100000"],
      },
    });
  });

  it("a wrong code is one message naming the code field", async () => {
    const { verify } = await setup();
    expect(await verify("999999")).toEqual(notRight);
  });

  it("five wrong checks lock the address for a minute, even for the right code", async () => {
    const { verify } = await setup();
    for (let i = 0; i < 5; i++) expect(await verify("999999", at(i))).toEqual(notRight);
    expect(await verify("100000", at(10))).toEqual({
      ok: false,
      problem: {
        kind: "limited",
        detail: "Too many wrong codes. Please wait 54 seconds and try again.",
        retryAfterMs: 54_000,
      },
    });
    expect((await verify("100000", at(65))).ok).toBe(true);
  });

  it("a right code forgets the wrong ones before it", async () => {
    const { verify, throttle } = await setup();
    for (let i = 0; i < 4; i++) await verify("999999", at(i));
    await verify("100000", at(5));
    expect(throttle.states.get("staff:alpha:kim@alpha.example")).toMatchObject({
      failures: 0,
      lockedUntil: 0,
    });
    for (let i = 0; i < 4; i++) expect(await verify("999999", at(10 + i))).toEqual(notRight);
  });
});

import { DAY_MS } from "@forecourt/core/security/sign-in-throttle";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_NOT_RIGHT } from "../auth/sign-in-limits";
import { client, type Harness, harness, NOW } from "../test-support/harness";

/** Issue 30 §6: sign-in code cooldowns, daily caps, lockouts, hashed codes and uniform answers. */
let h: Harness;
let clock = NOW;
beforeAll(async () => {
  h = await harness({ now: () => clock });
  await h.store.staff.add("alpha", { email: "pat@alpha.example", role: "manager" }, NOW);
}, 180_000);
afterAll(() => h.close());

const alpha = () => client(h.app, "alpha.localhost:3000");
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
/** Every code the shopper sender was handed, in order. */
const shopperSends: string[] = [];
beforeAll(() => {
  const send = h.deps.auth.sendCode.bind(h.deps.auth);
  h.deps.auth.sendCode = async (site, phone) => {
    shopperSends.push(`${site}:${phone}`);
    await send(site, phone);
  };
});
const wrongCode = (code: string | undefined) => (code === "000000" ? "111111" : "000000");

describe("asking for codes", () => {
  it("a second code within 60 s is a 429 with Retry-After and sends nothing; after it, one more", async () => {
    const phone = "0412000001";
    expect((await alpha().post("/api/auth/code", { phone })).status).toBe(200);
    later(20_000);
    const again = await alpha().post("/api/auth/code", { phone });
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toBe("40");
    expect(await again.json()).toMatchObject({
      detail: "Too many codes asked for. Please wait 40 seconds before asking for another.",
    });
    expect(shopperSends.filter((s) => s === `alpha:${phone}`)).toHaveLength(1);
    later(40_000);
    expect((await alpha().post("/api/auth/code", { phone })).status).toBe(200);
    expect(shopperSends.filter((s) => s === `alpha:${phone}`)).toHaveLength(2);
  });

  it("four requests at once send one code", async () => {
    const phone = "0412000002";
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => alpha().post("/api/auth/code", { phone })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429, 429, 429]);
    expect(shopperSends.filter((s) => s === `alpha:${phone}`)).toHaveLength(1);
  });

  it("the sixth code in 24 hours is refused until the first leaves the 24 hours", async () => {
    const phone = "0412000003";
    const start = clock.getTime();
    for (let i = 0; i < 5; i++) {
      expect((await alpha().post("/api/auth/code", { phone })).status).toBe(200);
      later(61_000);
    }
    const sixth = await alpha().post("/api/auth/code", { phone });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBe(
      (start + DAY_MS - clock.getTime()) / 1000,
    );
    clock = new Date(start + DAY_MS);
    expect((await alpha().post("/api/auth/code", { phone })).status).toBe(200);
  });

  it("a staff e-mail unknown here is answered exactly as a known one, 429 included", async () => {
    const answer = async (email: string) => {
      const res = await alpha().post("/api/dealer/auth/code", { email });
      return { status: res.status, retry: res.headers.get("retry-after"), body: await res.json() };
    };
    const known = [await answer("pat@alpha.example"), await answer("pat@alpha.example")];
    const unknown = [await answer("nobody@alpha.example"), await answer("nobody@alpha.example")];
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([200, 429]);
  });
});

describe("checking codes", () => {
  it("no code and a wrong code get one answer, for shoppers and staff alike", async () => {
    const check = async (phone: string, code: string) => {
      const res = await alpha().post("/api/auth/verify", { phone, code });
      return { status: res.status, body: await res.json() };
    };
    const none = await check("0412000004", "123456");
    expect(none).toMatchObject({ status: 400, body: { errors: { code: CODE_NOT_RIGHT } } });
    await alpha().post("/api/auth/code", { phone: "0412000005" });
    const code = h.otp.codes.get("alpha:0412000005");
    expect(await check("0412000005", wrongCode(code))).toEqual(none);

    const staffNone = await alpha().post("/api/dealer/auth/sign-in", {
      email: "nobody@alpha.example",
      code: "123456",
    });
    expect(await staffNone.json()).toMatchObject({ errors: { code: CODE_NOT_RIGHT } });
  });

  it("five wrong checks across fresh codes lock the number out, even for the right code", async () => {
    const phone = "0412000006";
    const wrongChecks = async (n: number) => {
      await alpha().post("/api/auth/code", { phone });
      const code = h.otp.codes.get(`alpha:${phone}`);
      for (let i = 0; i < n; i++) {
        const res = await alpha().post("/api/auth/verify", { phone, code: wrongCode(code) });
        expect(res.status).toBe(400);
      }
    };
    await wrongChecks(3);
    later(61_000);
    await wrongChecks(2);
    const right = h.otp.codes.get(`alpha:${phone}`) as string;
    const locked = await alpha().post("/api/auth/verify", { phone, code: right });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await locked.json()).toMatchObject({
      detail: expect.stringMatching(/^Too many wrong codes/),
    });
    later(60_000);
    const signedIn = await alpha().post("/api/auth/verify", { phone, code: right });
    expect(signedIn.status).toBe(200);
  });
});

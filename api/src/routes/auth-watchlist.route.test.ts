import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, cookiesOf, type Harness, harness, NOW, signIn } from "../test-support/harness";
import { CODE_MESSAGES, MOBILE_MESSAGE } from "./auth.schema";
import { PHONE_MISMATCH_MESSAGE } from "./watchlist.schema";

let h: Harness;
let clock = NOW;
beforeAll(async () => {
  h = await harness({ now: () => clock });
}, 120_000);
afterAll(() => h.close());

const ALPHA = "alpha.localhost:3000";
const BRAVO = "bravo.localhost:3000";

describe("sign-in by mobile number and one-time code (§6)", () => {
  it("sends a code, then verifies it into an HTTP-only SameSite=Lax session cookie", async () => {
    const api = client(h.app, ALPHA);
    const sent = await api.post("/api/auth/code", { phone: "+61 412 000 111" });
    expect(sent.status).toBe(200);
    const code = h.otp.codes.get("alpha:0412000111");
    expect(code).toMatch(/^\d{6}$/);
    // The code is kept on the server (better-auth's verification table), never in a cookie.
    expect(sent.headers.getSetCookie()).toEqual([]);
    const res = await api.post("/api/auth/verify", { phone: "0412 000 111", code });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { id: string; phone: string } };
    expect(body.user.phone).toBe("0412000111");
    const session = res.headers.getSetCookie().find((c) => c.startsWith("fc.session_token="));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    // Plain-http localhost: no Secure flag, or the browser would drop the cookie.
    expect(session).not.toMatch(/Secure/);
    const me = await api.get("/api/session", { cookie: cookiesOf(res) });
    expect(await me.json()).toEqual({ user: body.user });
  });

  it("marks the cookie Secure on a configured domain", async () => {
    const cookie = await signIn(h, ALPHA, "0412000222");
    expect(cookie).toContain("fc.session_token=");
    const api = client(h.app, "www.alpha.com.au");
    const sent = await api.post("/api/auth/code", { phone: "0412000333" });
    const code = h.otp.codes.get("alpha:0412000333");
    const res = await api.post(
      "/api/auth/verify",
      { phone: "0412000333", code },
      { cookie: cookiesOf(sent) },
    );
    const secure = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Secure-fc.session_token="));
    expect(secure).toMatch(/; Secure/);
    expect(secure).toMatch(/HttpOnly/);
    // Read back under its Secure name on that host.
    const me = await api.get("/api/session", { cookie: cookiesOf(res) });
    expect(((await me.json()) as { user: { phone: string } }).user.phone).toBe("0412000333");
  });

  it("refuses a bad number, a wrong code, and refuses the code after 5 wrong tries", async () => {
    const api = client(h.app, ALPHA);
    const bad = await api.post("/api/auth/code", { phone: "12" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { phone: MOBILE_MESSAGE } });

    const sent = await api.post("/api/auth/code", { phone: "0412000444" });
    const cookie = cookiesOf(sent);
    const right = h.otp.codes.get("alpha:0412000444") ?? "";
    const wrong = right === "000000" ? "111111" : "000000";
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await api.post(
        "/api/auth/verify",
        { phone: "0412000444", code: wrong },
        { cookie },
      );
      expect(r.status).toBe(400);
      answers.push(((await r.json()) as { errors: { code: string } }).errors.code);
    }
    expect(answers).toEqual(Array(5).fill(CODE_MESSAGES.wrong));
    // Issue 30 §6: five wrong checks lock the number out for a minute, even for the right code…
    const late = await api.post(
      "/api/auth/verify",
      { phone: "0412000444", code: right },
      { cookie },
    );
    expect(late.status).toBe(429);
    expect(late.headers.get("retry-after")).toBe("60");
    // …and better-auth's allowedAttempts spent the code: after the lockout a new one is needed.
    clock = new Date(clock.getTime() + 60_000);
    const again = await api.post("/api/auth/verify", { phone: "0412000444", code: right });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errors: { code: string } }).errors.code).toBe(
      CODE_MESSAGES.missing,
    );
    await api.post("/api/auth/code", { phone: "0412000444" });
    const fresh = h.otp.codes.get("alpha:0412000444") ?? "";
    const ok = await api.post("/api/auth/verify", { phone: "0412000444", code: fresh });
    expect(ok.status).toBe(200);
  });

  it("a code works once", async () => {
    const api = client(h.app, ALPHA);
    await api.post("/api/auth/code", { phone: "0412000445" });
    const code = h.otp.codes.get("alpha:0412000445");
    expect((await api.post("/api/auth/verify", { phone: "0412000445", code })).status).toBe(200);
    const replay = await api.post("/api/auth/verify", { phone: "0412000445", code });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ errors: { code: CODE_MESSAGES.missing } });
  });

  it("a code for one tenant does not sign in on another", async () => {
    const sent = await client(h.app, ALPHA).post("/api/auth/code", { phone: "0412000555" });
    const code = h.otp.codes.get("alpha:0412000555");
    const res = await client(h.app, BRAVO).post(
      "/api/auth/verify",
      { phone: "0412000555", code },
      { cookie: cookiesOf(sent) },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { code: CODE_MESSAGES.missing } });
  });

  it("signs out: the session no longer answers", async () => {
    const cookie = await signIn(h, ALPHA, "0412000666");
    const api = client(h.app, ALPHA);
    expect(
      ((await (await api.get("/api/session", { cookie })).json()) as { user: unknown }).user,
    ).not.toBeNull();
    const out = await api.post("/api/auth/sign-out", {}, { cookie });
    expect(out.status).toBe(200);
    // The browser is told to drop the cookie, and the session is revoked on the server too.
    expect(out.headers.getSetCookie().join(";")).toMatch(/fc\.session_token=;.*Max-Age=0/);
    expect(await (await api.get("/api/session", { cookie })).json()).toEqual({ user: null });
    expect((await api.get("/api/watchlist", { cookie })).status).toBe(401);
  });
});

describe("watchlist (§5: a signed-in user with a phone)", () => {
  it("anonymous calls get 401", async () => {
    const api = client(h.app, ALPHA);
    expect((await api.get("/api/watchlist")).status).toBe(401);
    const save = await api.post("/api/watchlist/save-car", {
      phone_number: "0412000777",
      car_id: "alpha-1",
    });
    expect(save.status).toBe(401);
    expect(
      (await api.post("/api/watchlist/remove-car", { phone_number: "0412000777", car_id: 1 }))
        .status,
    ).toBe(401);
  });

  it("saves, lists and removes cars → {success}", async () => {
    const cookie = await signIn(h, ALPHA, "0412000777");
    const api = client(h.app, ALPHA);
    const body = { phone_number: "0412 000 777", car_id: "alpha-2" };
    const saved = await api.post("/api/watchlist/save-car", body, { cookie });
    expect(await saved.json()).toEqual({ success: true });
    expect(await (await api.get("/api/watchlist", { cookie })).json()).toEqual({
      watchlist: [{ id: "alpha-2" }],
    });
    const removed = await api.post("/api/watchlist/remove-car", body, { cookie });
    expect(await removed.json()).toEqual({ success: true });
    expect(await (await api.get("/api/watchlist", { cookie })).json()).toEqual({ watchlist: [] });
  });

  it("refuses another phone number and an unknown car", async () => {
    const cookie = await signIn(h, ALPHA, "0412000888");
    const api = client(h.app, ALPHA);
    const other = await api.post(
      "/api/watchlist/save-car",
      { phone_number: "0412999999", car_id: "alpha-1" },
      { cookie },
    );
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ errors: { phone_number: PHONE_MISMATCH_MESSAGE } });
    const missing = await api.post(
      "/api/watchlist/save-car",
      { phone_number: "0412000888", car_id: "nope" },
      { cookie },
    );
    expect(missing.status).toBe(400);
  });
});

describe("tenant isolation", () => {
  it("a session from one tenant is anonymous on another", async () => {
    const cookie = await signIn(h, ALPHA, "0412100100");
    const bravo = client(h.app, BRAVO);
    expect(await (await bravo.get("/api/session", { cookie })).json()).toEqual({ user: null });
    expect((await bravo.get("/api/watchlist", { cookie })).status).toBe(401);
    const save = await bravo.post(
      "/api/watchlist/save-car",
      { phone_number: "0412100100", car_id: "bravo-1" },
      { cookie },
    );
    expect(save.status).toBe(401);
  });

  it("one phone on two tenants is two users with separate watchlists", async () => {
    const phone = "0412100200";
    const alphaCookie = await signIn(h, ALPHA, phone);
    const bravoCookie = await signIn(h, BRAVO, phone);
    const alphaUser = await h.store.users.byPhone("alpha", phone);
    const bravoUser = await h.store.users.byPhone("bravo", phone);
    expect(alphaUser?.id).toBeTruthy();
    expect(bravoUser?.id).toBeTruthy();
    await client(h.app, ALPHA).post(
      "/api/watchlist/save-car",
      { phone_number: phone, car_id: "alpha-3" },
      { cookie: alphaCookie },
    );
    // A car of the other tenant cannot be saved.
    const cross = await client(h.app, BRAVO).post(
      "/api/watchlist/save-car",
      { phone_number: phone, car_id: "alpha-3" },
      { cookie: bravoCookie },
    );
    expect(cross.status).toBe(400);
    expect(
      await (await client(h.app, BRAVO).get("/api/watchlist", { cookie: bravoCookie })).json(),
    ).toEqual({ watchlist: [] });
    expect(
      await (await client(h.app, ALPHA).get("/api/watchlist", { cookie: alphaCookie })).json(),
    ).toEqual({
      watchlist: [{ id: "alpha-3" }],
    });
  });
});
